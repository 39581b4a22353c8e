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
