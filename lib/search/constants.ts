// Home search constants (docs/product.md#home-search).

/** Autocomplete waits this long after the last keystroke before asking for cities. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** At most this many cities in the autocomplete dropdown (it scrolls past 15rem). */
export const AUTOCOMPLETE_MAX_CITIES = 20;
/** Recent searches kept in the browser, newest first. */
export const RECENT_SEARCHES_MAX = 5;
/** localStorage key of the recent searches. */
export const RECENT_SEARCHES_STORAGE_KEY = "macro-menu:recent-searches";
/** Quick suggestions on the home page. */
export const SUGGESTED_RESTAURANTS_COUNT = 5;
/** Popular cities shown under the search box. */
export const POPULAR_CITIES_COUNT = 5;
/** Latest blog posts teased on the home page. */
export const BLOG_TEASER_COUNT = 3;
/** Quick-suggestion cards show at most this many tags. */
export const QUICK_SUGGESTION_MAX_TAGS = 3;
/** Meals in the home page's high-protein low-calorie section. */
export const FEATURED_MEALS_COUNT = 6;
/** A copy button shows its check mark this long. */
export const COPY_CONFIRMATION_MS = 2000;
/** The search page's parameters: the typed text (the home form's field name), or a chosen city's id. */
export const HOME_SEARCH_PARAM = "q";
export const HOME_SEARCH_CITY_PARAM = "city";
/** A ZIP search's page, from 1 (the database answers up to page 1000). */
export const HOME_SEARCH_PAGE_PARAM = "page";
export const MAX_SEARCH_PAGE = 1000;
/**
 * The search page (`/search`, the form's answer before JavaScript runs) shows a city's restaurants this many to a
 * page, so its HTML stays small; "Show more restaurants" adds the rest in place, or opens the next page without
 * scripts. The home page's own search shows a city's restaurants all at once.
 */
export const SEARCH_PAGE_RESTAURANTS = 12;
