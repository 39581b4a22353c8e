import { z } from "zod";
import { cityOptionSchema, type CityOption } from "@/lib/cities/schema";
import { RECENT_SEARCHES_MAX } from "./constants";

/**
 * SPEC §9: at most 5 recent searches, newest first, de-duplicated by city id. Pure functions over the list;
 * the component keeps it in localStorage.
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
    const parsed = cityOptionSchema.safeParse(item);
    if (parsed.success) list = addRecentSearch(list, parsed.data);
  }
  return list;
}

export const serializeRecentSearches = (list: readonly CityOption[]) => JSON.stringify(z.array(cityOptionSchema).parse(list));
