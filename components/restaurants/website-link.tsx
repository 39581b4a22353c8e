import type { ComponentProps, ReactNode } from "react";
import { safeHttpUrl } from "@/lib/site/safe-url";

/**
 * A restaurant's own website, opening in a new tab; `fallback` (nothing by default) when it has none or its
 * address is not a plain http(s) URL, so a stored `javascript:` address never becomes a link.
 */
export function WebsiteLink({
  website,
  fallback = null,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & { website: string | null; fallback?: ReactNode }) {
  const href = safeHttpUrl(website);
  if (!href) return fallback;
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}

/** A restaurant's name, linked to its website when it has a safe one (a card's or a dialog's heading). */
export function RestaurantNameLink({ restaurant }: { restaurant: { name: string; website: string | null } }) {
  return (
    <WebsiteLink
      website={restaurant.website}
      fallback={restaurant.name}
      className="underline-offset-4 hover:underline"
    >
      {restaurant.name}
    </WebsiteLink>
  );
}
