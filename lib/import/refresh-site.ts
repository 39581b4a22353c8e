// After an import commits, the site is asked to refresh what it changed: POST /api/revalidate with the cities
// and restaurants, which the site passes to refreshCatalogue (lib/catalogue/refresh.ts).
import type postgres from "postgres";

/** What an import changed: the cities whose pages list a changed place or menu, and the changed restaurants. */
export type Affected = {
  cities: { id: string; state: string }[];
  restaurantNames: string[];
};

/**
 * What changed, read in the import's transaction: a changed menu shows in every city where its restaurant stands;
 * a changed place in its own city. The names are those of both.
 */
export async function affectedBy(
  tx: postgres.TransactionSql,
  changed: { menus?: string[]; places?: { restaurantId: string; cityId: string }[] },
): Promise<Affected> {
  const menus = changed.menus ?? [];
  const places = changed.places ?? [];
  if (menus.length === 0 && places.length === 0) return { cities: [], restaurantNames: [] };
  const cityIds = [...new Set(places.map((place) => place.cityId))];
  const restaurantIds = [...new Set([...menus, ...places.map((place) => place.restaurantId)])];
  const cities = await tx<{ id: string; state: string }[]>`select c.id, c.state from public.cities c
    where c.id in (select unnest(${cityIds}::text[]))
      or c.id in (select l.city_id from public.locations l where l.restaurant_id in (select unnest(${menus}::uuid[])))
    order by c.id`;
  const names = await tx<{ name: string }[]>`select distinct name from public.restaurants
    where id in (select unnest(${restaurantIds}::uuid[])) order by name`;
  return { cities: [...cities], restaurantNames: names.map((row) => row.name) };
}

/** Names per request to the revalidation route (it takes at most 1,000 of each). */
const NAMES_PER_REQUEST = 500;

export type RevalidationTarget = { site: string; secret: string };

/**
 * Where to ask for the pages to be refreshed: the site (the --site option, else NEXT_PUBLIC_SITE_URL) and
 * REVALIDATE_SECRET, or null when either is missing.
 */
export function revalidationTarget(
  siteOption: string | undefined,
  env: Record<string, string | undefined>,
): RevalidationTarget | null {
  const site = (siteOption || env.NEXT_PUBLIC_SITE_URL || "").trim().replace(/\/+$/, "");
  const secret = env.REVALIDATE_SECRET?.trim() ?? "";
  return site && secret ? { site, secret } : null;
}

/** The requests that name what an import changed, at most NAMES_PER_REQUEST cities and restaurants each. */
export function refreshRequests(affected: Affected): { cities: string[]; restaurants: string[] }[] {
  const cities = [...new Set(affected.cities.map((city) => city.id))].sort();
  const restaurants = [...new Set(affected.restaurantNames)].sort();
  const requests = [];
  for (let start = 0; start < Math.max(cities.length, restaurants.length); start += NAMES_PER_REQUEST) {
    requests.push({
      cities: cities.slice(start, start + NAMES_PER_REQUEST),
      restaurants: restaurants.slice(start, start + NAMES_PER_REQUEST),
    });
  }
  return requests;
}

/**
 * Asks the site to refresh what an import changed at once (POST /api/revalidate), and says what happened. Without
 * a target, or when the site refuses, the pages refresh on their own within the hour.
 */
export async function refreshSite(affected: Affected, target: RevalidationTarget | null): Promise<string> {
  const requests = refreshRequests(affected);
  if (requests.length === 0) return "No page shows anything new.";
  const later = "the pages refresh on their own within the hour";
  if (!target) {
    return `Pages: ${later} (set REVALIDATE_SECRET and --site=URL or NEXT_PUBLIC_SITE_URL to refresh them at once).`;
  }
  const url = `${target.site}/api/revalidate`;
  for (const body of requests) {
    let problem: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${target.secret}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) problem = `${url} answered ${response.status}`;
    } catch (error) {
      problem = `${url} could not be reached (${error instanceof Error ? error.message : String(error)})`;
    }
    if (problem) return `Pages not refreshed: ${problem}; ${later}.`;
  }
  const { cities, restaurantNames } = affected;
  return `Pages refreshed at ${target.site}: ${new Set(cities.map((city) => city.id)).size} city(ies), ${new Set(restaurantNames).size} restaurant(s).`;
}
