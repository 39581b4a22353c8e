import "server-only";
import { LRUCache } from "lru-cache";
import { STATE_PAGE_CITIES } from "@/lib/cities/constants";
import { listCities } from "@/lib/cities/queries";
import { getRestaurantNutrition } from "@/lib/listings/queries";
import { MENU_CHECKS_PAGE_ROWS } from "@/lib/nutrition/menu-checks";
import { listMenuChecks } from "@/lib/nutrition/queries";
import { MENU_PAGE_ROWS, menuCategories } from "@/lib/restaurants/menu-categories";
import { pageCount, parsePageSegment } from "@/lib/site/pagination";

// The pages of the paged lists rendered on demand, a chain's menu by category, a state's later pages and the table of
// every menu's (lib/site/pagination.ts), checked as the proxy checks a slug (lib/pages/known-slugs.ts): a made-up category or page
// number would be rendered and its not-found answer written to Next's on-disk cache. What exists is read at most
// once a minute per chain (its menu's categories and their page counts) and once for every state, and again as soon
// as the catalogue changed (lib/pages/known-slugs.ts asks before it refuses an address).

const KNOWN_PAGES_TTL_MS = 60_000;
const STATES = "states";
const MENUS = "menus";
const brandKey = (slug: string) => `brand:${slug}`;

/** A list's pages by its address segment: a menu's categories, or the states (lower case). */
type PageCounts = ReadonlyMap<string, number>;

async function menuPageCounts(slug: string): Promise<PageCounts> {
  const menu = await getRestaurantNutrition.uncached(slug);
  return new Map(
    (menu ? menuCategories(menu.meals) : []).map((category) => [
      category.slug,
      pageCount(category.rows.length, MENU_PAGE_ROWS),
    ]),
  );
}

async function statePageCounts(): Promise<PageCounts> {
  const cities = new Map<string, number>();
  for (const { state } of await listCities.uncached()) {
    cities.set(state.toLowerCase(), (cities.get(state.toLowerCase()) ?? 0) + 1);
  }
  return new Map([...cities].map(([state, count]) => [state, pageCount(count, STATE_PAGE_CITIES)]));
}

async function menuTablePageCounts(): Promise<PageCounts> {
  return new Map([[MENUS, pageCount((await listMenuChecks.uncached()).length, MENU_CHECKS_PAGE_ROWS)]]);
}

const countsOf = (key: string) =>
  key === STATES
    ? statePageCounts()
    : key === MENUS
      ? menuTablePageCounts()
      : menuPageCounts(key.slice("brand:".length));

const known = new LRUCache<string, PageCounts>({
  max: 2000,
  ttl: KNOWN_PAGES_TTL_MS,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: countsOf,
});

/** Drops what is known of the lists' pages (when the catalogue changed: lib/pages/known-slugs.ts). */
export function forgetKnownPages() {
  known.clear();
}

const MENU_PAGE = /^\/restaurant-nutrition\/([^/]+)\/([^/]+)(?:\/page\/([^/]+))?\/?$/;
const STATE_PAGE = /^\/cities\/([^/]+)\/page\/([^/]+)\/?$/;
const MENU_TABLE_PAGE = /^\/about\/data\/menus\/page\/([^/]+)\/?$/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether a path is a page of a paged list that does not exist: an unknown category of a chain's menu (the chain
 * itself is checked as a slug), a page past a list's last, or a page number written otherwise than plainly. False
 * for any other path, and when the database cannot be read (the page then says so itself).
 */
export async function isMissingListPage(pathname: string): Promise<boolean> {
  const menu = MENU_PAGE.exec(pathname);
  const state = menu ? null : STATE_PAGE.exec(pathname);
  const table = menu || state ? null : MENU_TABLE_PAGE.exec(pathname);
  const match = menu
    ? { key: brandKey(decode(menu[1]!)), list: decode(menu[2]!), page: menu[3] }
    : state
      ? { key: STATES, list: decode(state[1]!), page: state[2] }
      : table
        ? { key: MENUS, list: MENUS, page: table[1] }
        : null;
  if (!match) return false;
  const page = match.page === undefined ? 1 : parsePageSegment(match.page);
  if (page === null) return true;
  try {
    const counts = await known.fetch(match.key);
    if (!counts) return false;
    const count = counts.get(match.list);
    return count === undefined || page > count;
  } catch {
    return false;
  }
}
