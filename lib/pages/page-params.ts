import { DRINKS_PARAM, MACRO_FIELDS } from "@/lib/macro-calculator/constants";
import { LABEL_LIMIT_FIELDS } from "@/lib/nutrition/label-limits";
import { SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { HOME_SEARCH_CITY_PARAM, HOME_SEARCH_PAGE_PARAM, HOME_SEARCH_PARAM } from "@/lib/search/constants";

// The pages rendered per request, and the query parameters each reads (on the server, or in the browser for the
// restaurant dialog and the sort). Any other parameter would make the page render again for nothing: the proxy
// sends such an address to the same one without it. Static pages ignore a query: Next serves them as built.

/** The restaurant dialog opened from a link (components/restaurants/url-restaurant-dialog.tsx). */
const DIALOG = ["restaurant", "meal", SORT_PARAM];

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

/** Next's own: the hash of an RSC request's router headers. */
const NEXT_PARAMS = new Set(["_rsc"]);

/**
 * The address without the parameters its page does not read (path and query as sent), or null when it reads them
 * all or is not a page rendered per request.
 */
export function withoutUnreadParams(pathname: string, search: string): string | null {
  const known = PAGE_PARAMS[pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname];
  if (!known || search.length <= 1) return null;
  const pairs = search.slice(1).split("&");
  const kept = pairs.filter((pair) => {
    const name = pair.split("=")[0] ?? "";
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll("+", " "));
    } catch {
      return false;
    }
    return known.has(decoded) || NEXT_PARAMS.has(decoded);
  });
  if (kept.length === pairs.length) return null;
  return kept.length ? `${pathname}?${kept.join("&")}` : pathname;
}
