import type { CityOption } from "@/lib/cities/schema";
import { RECENT_SEARCHES_MAX } from "./constants";

/**
 * At most 5 recent searches, newest first, de-duplicated by city id (docs/product.md#recent-searches). Pure
 * functions over the list; the component keeps it in localStorage.
 */
export function addRecentSearch(list: readonly CityOption[], city: CityOption): CityOption[] {
  const entry = { id: city.id, name: city.name, state: city.state };
  return [entry, ...list.filter((item) => item.id !== city.id)].slice(0, RECENT_SEARCHES_MAX);
}

/** Reads the stored list, dropping anything malformed (the storage is the user's to edit). */
export function parseRecentSearches(stored: string | null): CityOption[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  let list: CityOption[] = [];
  for (const item of [...raw].reverse()) {
    if (isCityOption(item)) list = addRecentSearch(list, item);
  }
  return list;
}

/** Only the three fields of each city are stored. */
export const serializeRecentSearches = (list: readonly CityOption[]) =>
  JSON.stringify(list.map(({ id, name, state }) => ({ id, name, state })));

// A hand-written check rather than the zod schema: this module runs in the browser on the home page, where
// zod would add about 30 KB of JavaScript.
function isCityOption(item: unknown): item is CityOption {
  const city = item as Partial<Record<keyof CityOption, unknown>> | null;
  return (
    typeof city === "object" &&
    city !== null &&
    typeof city.id === "string" &&
    typeof city.name === "string" &&
    typeof city.state === "string"
  );
}
