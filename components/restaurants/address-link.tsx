import { MapPin } from "lucide-react";
import { mapsSearchUrl } from "@/lib/restaurants/links";
import { cn } from "@/lib/utils";

/** A restaurant's address as a link to a maps search for it (SPEC §9), opening in a new tab. */
export function AddressLink({ address, className }: { address: string; className?: string }) {
  return (
    <a
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "flex items-start gap-1 text-sm text-muted-foreground underline-offset-2 hover:underline",
        className,
      )}
    >
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
      {address}
    </a>
  );
}
