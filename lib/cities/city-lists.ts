import "server-only";
import { INDEXABLE_CITY_MIN_RESTAURANTS, LISTED_CITY_COUNT } from "./constants";
import { listCities } from "./queries";
import type { CityListItem } from "./schema";

/** Whether a city's pages are indexed: enough restaurants there for a page of its own. */
export const isIndexableCity = (city: { restaurant_count: number }) =>
  city.restaurant_count >= INDEXABLE_CITY_MIN_RESTAURANTS;

const bySize = (a: CityListItem, b: CityListItem) =>
  b.location_count - a.location_count || a.name.localeCompare(b.name) || a.state.localeCompare(b.state);

/** The largest cities by locations, largest first. */
export async function largestCities(count = LISTED_CITY_COUNT) {
  return [...(await listCities())].sort(bySize).slice(0, count);
}

/** The cities whose pages are indexed (and listed in sitemap.xml), by name. */
export async function indexableCities() {
  return (await listCities()).filter(isIndexableCity);
}

/** Every state with cities, by code, with how many cities it has. */
export async function listStates() {
  const counts = new Map<string, number>();
  for (const city of await listCities()) counts.set(city.state, (counts.get(city.state) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, cityCount]) => ({ state, cityCount }));
}

/** The cities of one state (two-letter code, any case), by name. */
export async function citiesInState(state: string) {
  const code = state.toUpperCase();
  return (await listCities()).filter((city) => city.state === code);
}
