import type postgres from "postgres";
import { LISTING_PATHS } from "@/lib/listings/rules";
import { nameSlug } from "@/lib/listings/slug";
import {
  brandNutritionPath,
  CITY_PAGE_KINDS,
  cityPagePath,
  listingPath,
  PATHS,
  stateCitiesPath,
} from "@/lib/site/paths";
import { SITEMAP_PARTS_REFRESHED, sitemapPartPath } from "@/lib/site/sitemap-files";

/** What an import changed: the cities whose pages list a changed place or menu, and the changed restaurants. */
export type Affected = {
  cities: { id: string; state: string }[];
  restaurantNames: string[];
};

/**
 * Past this many cities (or restaurant names) an import names the route pattern (/healthy-restaurants/[citySlug])
 * instead of each page: a chain's menu is shown in thousands of cities.
 */
export const MAX_LITERAL_PATHS = 100;

/** The suffix of the pages that list a city or a listing in protein-per-calorie order (lib/site/sorted-pages.ts). */
const BY_DENSITY = "/protein-per-calorie";

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

/**
 * The pages that show what an import changed, for revalidatePath: each affected city's four pages (and their
 * protein-per-calorie order), each affected restaurant's nutrition page, the states' city lists, and the pages
 * that show the whole catalogue (home, cities, breakfast cities, restaurant index, listings, data sources,
 * sitemap, the crawlers' sitemap index and its first parts). A path with a [segment] is a route pattern: every
 * page it matches. Nothing changed, no pages.
 */
export function revalidationPaths(affected: Affected): string[] {
  if (affected.cities.length === 0 && affected.restaurantNames.length === 0) return [];
  const paths = new Set<string>([
    PATHS.home,
    PATHS.cities,
    PATHS.breakfastCities,
    PATHS.nutritionFacts,
    PATHS.aboutData,
    PATHS.sitemap,
    "/sitemap.xml",
    ...Array.from({ length: SITEMAP_PARTS_REFRESHED }, (_, i) => sitemapPartPath(i + 1)),
  ]);
  for (const listing of LISTING_PATHS) {
    paths.add(listingPath(listing));
    paths.add(`${listingPath(listing)}${BY_DENSITY}`);
  }
  const states = [...new Set(affected.cities.map((city) => city.state.toLowerCase()))].sort();
  for (const state of states) paths.add(stateCitiesPath(state));
  const cityIds = [...new Set(affected.cities.map((city) => city.id))].sort();
  const citySegments = cityIds.length > MAX_LITERAL_PATHS ? ["[citySlug]"] : cityIds;
  for (const kind of CITY_PAGE_KINDS) {
    for (const segment of citySegments) {
      paths.add(cityPagePath(kind, segment));
      paths.add(`${cityPagePath(kind, segment)}${BY_DENSITY}`);
    }
  }
  const slugs = [...new Set(affected.restaurantNames.map(nameSlug).filter((slug) => slug !== ""))].sort();
  for (const slug of slugs.length > MAX_LITERAL_PATHS ? ["[restaurantName]"] : slugs) {
    paths.add(brandNutritionPath(slug));
  }
  return [...paths];
}

/** Paths per request to the revalidation route (it takes at most REVALIDATE_MAX_PATHS). */
const PATHS_PER_REQUEST = 500;

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

/**
 * Asks the site to refresh the pages at once (POST /api/revalidate), and says what happened. Without a target,
 * or when the site refuses, the pages refresh on their own within the hour.
 */
export async function refreshPages(paths: string[], target: RevalidationTarget | null): Promise<string> {
  if (paths.length === 0) return "No page shows anything new.";
  const later = "the pages refresh on their own within the hour";
  if (!target) {
    return `Pages: ${later} (set REVALIDATE_SECRET and --site=URL or NEXT_PUBLIC_SITE_URL to refresh them at once).`;
  }
  const url = `${target.site}/api/revalidate`;
  for (let start = 0; start < paths.length; start += PATHS_PER_REQUEST) {
    let problem: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${target.secret}`, "content-type": "application/json" },
        body: JSON.stringify({ paths: paths.slice(start, start + PATHS_PER_REQUEST) }),
      });
      if (!response.ok) problem = `${url} answered ${response.status}`;
    } catch (error) {
      problem = `${url} could not be reached (${error instanceof Error ? error.message : String(error)})`;
    }
    if (problem) return `Pages not refreshed: ${problem}; ${later}.`;
  }
  return `Pages refreshed: ${paths.length} path(s) revalidated at ${target.site}.`;
}
