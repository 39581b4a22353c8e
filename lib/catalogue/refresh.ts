import "server-only";
import { revalidateTag } from "next/cache";
import { tagsOfChange, type CatalogueChange } from "./freshness";
import { recordTagExpirations } from "./tag-expirations";

/**
 * The one call after any write to the catalogue (an import through POST /api/revalidate, a desk approval): records
 * the expiry of the tags of what changed in PostgreSQL, where every instance of the site learns of it
 * (lib/catalogue/tag-expirations.ts), and expires them in this process at once, so every page that read them is
 * regenerated on its next request (never served stale). Returns the tags it expired.
 */
export async function refreshCatalogue(change: CatalogueChange): Promise<string[]> {
  const tags = tagsOfChange(change);
  if (tags.length === 0) return tags;
  try {
    await recordTagExpirations(tags);
  } catch (error) {
    // This instance still refreshes; the others follow their one-hour safety net.
    console.error("The expired cache tags were not recorded for the other instances:", error);
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return tags;
}
