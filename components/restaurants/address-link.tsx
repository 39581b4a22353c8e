import { mapsSearchUrl } from "@/lib/restaurants/links";

/**
 * A restaurant's address as a link to a maps search for it (docs/product.md#map-links), opening in a new tab.
 * `className` replaces the default layout and colour (a block in muted text), so joining needs no class merging in
 * the browser.
 */
export function AddressLink({ address, className = "addr-muted" }: { address: string; className?: string }) {
  return (
    <a
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={`addr ${className}`}
    >
      <span aria-hidden className="icon icon-map-pin pin" />
      {address}
    </a>
  );
}
