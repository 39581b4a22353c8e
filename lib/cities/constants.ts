// How the cities of the catalogue are built, listed and indexed (docs/product.md#cities).

/** A city page is indexed by search engines when at least this many restaurants have a location there. */
export const INDEXABLE_CITY_MIN_RESTAURANTS = 3;
/** The largest cities (by locations) are prebuilt at build time; the rest render on first request and are cached. */
export const PREBUILT_CITY_COUNT = 40;
/** How many of the largest cities the cities page, the breakfast city picker and the human sitemap list. */
export const LISTED_CITY_COUNT = 60;
/** A city page lists this many restaurants in the page itself; the rest load on demand. */
export const CITY_LIST_FIRST_PAGE = 20;
/** A focused city page (high protein, breakfast) shows its restaurants' best meals: fewer fit in the page itself. */
export const FOCUSED_LIST_FIRST_PAGE = 10;
/** A state's cities on one page of its list (lib/site/pagination.ts): a page of them stays within the HTML budget. */
export const STATE_PAGE_CITIES = 300;
