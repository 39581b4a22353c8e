import { DRINKS_PARAM, MACRO_FIELDS } from "@/lib/macro-calculator/constants";
import { BUILDER_ITEMS_PARAM, BUILDER_RESTAURANT_PARAM, BUILDER_TARGETS_PARAM } from "@/lib/meal-builder/url";
import { LABEL_LIMIT_FIELDS } from "@/lib/nutrition/label-limits";
import { PROTEIN_PER_CALORIE, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { canonicalDecimal } from "@/lib/nutrition/typed-amount";
import { HOME_SEARCH_CITY_PARAM, HOME_SEARCH_PAGE_PARAM, HOME_SEARCH_PARAM } from "@/lib/search/constants";

// One address per answer. A page rendered per request is not rendered again for a parameter it does not read, a
// static page is not compressed and rewritten again (and kept again by every cache) for one its scripts do not
// read, and a number is not a second address for what it already names ("010", "10.0"): the proxy sends such an
// address to its one form with a 308.

/** The restaurant dialog opened from a link (components/restaurants/url-restaurant-dialog.tsx). */
const DIALOG = ["restaurant", "meal", SORT_PARAM];

/** The pages rendered per request, and the query parameters each reads (on the server or in the browser). */
const PAGE_PARAMS: Record<string, ReadonlySet<string>> = {
  "/search": new Set([HOME_SEARCH_PARAM, HOME_SEARCH_CITY_PARAM, HOME_SEARCH_PAGE_PARAM, ...DIALOG]),
  "/request": new Set(["restaurant", "tab"]),
  "/request/correction": new Set(["meal"]),
  "/account/verify-email": new Set(["token"]),
  "/account/reset-password": new Set(["token", "code"]),
  "/find-protein-meals": new Set(["city", ...DIALOG]),
  "/tools/macro-calculator/results": new Set([
    ...MACRO_FIELDS,
    ...LABEL_LIMIT_FIELDS,
    DRINKS_PARAM,
    "mode",
    "location",
    "offset",
    "fill",
    ...DIALOG,
  ]),
};

/**
 * What every other page reads, all in the browser: the restaurant dialog (and, by next.config.ts's rewrite, the
 * protein-per-calorie order of a listing) and the meal builder's meal (components/meal-builder/meal-builder.tsx).
 */
const STATIC_PAGE_PARAMS: ReadonlySet<string> = new Set([
  ...DIALOG,
  BUILDER_RESTAURANT_PARAM,
  BUILDER_ITEMS_PARAM,
  BUILDER_TARGETS_PARAM,
]);

/** Addresses that are not pages: route handlers, Next's own files, photos, files by extension, metadata images. */
const NOT_A_PAGE =
  /^\/(?:api|_next|photos)(?:\/|$)|\.[A-Za-z0-9]+$|\/(?:opengraph-image|twitter-image|icon|apple-icon)(?:[-/]|$)/;

/** Parameters that are numbers wherever the site reads them (the calculator's page and the match routes). */
const NUMBER_PARAMS: ReadonlySet<string> = new Set([...MACRO_FIELDS, ...LABEL_LIMIT_FIELDS, "offset"]);

/** Next's own: the hash of an RSC request's router headers. */
const NEXT_PARAMS = new Set(["_rsc"]);

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
};

/**
 * The one address of a request (path and query as sent): without the parameters its page does not read, and with
 * each number in its shortest decimal form; null when the address is already that. Route handlers keep their
 * parameters (they refuse unknown ones with a 400) and have their numbers put in that form too.
 */
export function canonicalAddress(pathname: string, search: string): string | null {
  if (search.length <= 1) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const known = PAGE_PARAMS[path] ?? (NOT_A_PAGE.test(path) ? null : STATIC_PAGE_PARAMS);
  const pairs = search.slice(1).split("&");
  const kept: string[] = [];
  for (const pair of pairs) {
    const [rawName = "", ...rest] = pair.split("=");
    const name = decoded(rawName);
    const value = decoded(rest.join("="));
    if (known && (name === null || !(known.has(name) || NEXT_PARAMS.has(name)))) continue;
    // A static page's sort has one value (lib/nutrition/meal-sort.ts): any other is the page's own order.
    if (known === STATIC_PAGE_PARAMS && name === SORT_PARAM && value !== PROTEIN_PER_CALORIE) continue;
    const number =
      name !== null && value !== null && NUMBER_PARAMS.has(name) ? canonicalDecimal(value) : null;
    kept.push(number === null ? pair : `${rawName}=${number}`);
  }
  const query = kept.join("&");
  if (query === search.slice(1)) return null;
  return query ? `${pathname}?${query}` : pathname;
}
