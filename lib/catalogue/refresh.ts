import "server-only";
import { revalidateTag } from "next/cache";
import { forgetKnownSlugs } from "@/lib/site/known-slugs";
import { tagsOfChange, type CatalogueChange } from "./freshness";

/** What `npm start`'s server (server/micro-cache.ts) registers to drop the pages it keeps for a few seconds. */
const SHARED_CACHE_CLEAR = Symbol.for("macro-menu.shared-cache.clear");

/**
 * The one call after any write to the catalogue (an import through POST /api/revalidate, a desk approval): expires
 * the tags of what changed, so every page that read them is regenerated on its next request (never served stale),
 * and drops the proxy's lists of known cities, restaurants and posts, so a new one answers at once. Returns the
 * tags it expired.
 */
export function refreshCatalogue(change: CatalogueChange): string[] {
  const tags = tagsOfChange(change);
  if (tags.length === 0) return tags;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetKnownSlugs();
  const clearShared = (globalThis as Record<symbol, unknown>)[SHARED_CACHE_CLEAR];
  if (typeof clearShared === "function") clearShared();
  return tags;
}
