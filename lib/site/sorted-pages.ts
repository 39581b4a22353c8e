// Read by next.config.ts, so imported there by a relative path and with no imports of its own.

/** The sort parameter's one value (lib/nutrition/meal-sort.ts). */
const PROTEIN_PER_CALORIE = "protein-per-calorie";

/**
 * The pages that can be read in protein-per-calorie order: ?sort=protein-per-calorie is served by the page's
 * …/protein-per-calorie route, so both orders are static pages; that route's own address redirects to the
 * shareable one. The listings are those of lib/listings/rules.ts.
 */
export const SORTED_PAGES = [
  "/healthy-restaurants/:slug",
  "/high-protein-restaurants/:slug",
  "/high-protein-breakfast/:slug",
  "/lean-high-protein-breakfast/:slug",
  "/restaurants/:slug(high-protein|lean-protein|lunch|dinner|gluten-free|keto-friendly|diabetic-options)",
];

const plain = (page: string) => page.replace(/\(.*\)$/, "");

/** The listings are paged (lib/site/pagination.ts): each later page can be read in either order too. */
const PAGED = SORTED_PAGES.filter((page) => page.startsWith("/restaurants/"));
const LATER_PAGE = "/page/:page";
const everyPage = () => [
  ...SORTED_PAGES.map((page) => ({ page, suffix: "" })),
  ...PAGED.map((page) => ({ page, suffix: LATER_PAGE })),
];

export const sortedPageRewrites = () =>
  everyPage().map(({ page, suffix }) => ({
    source: `${page}${suffix}`,
    has: [{ type: "query" as const, key: "sort", value: PROTEIN_PER_CALORIE }],
    destination: `${plain(page)}/${PROTEIN_PER_CALORIE}${suffix}`,
  }));

export const sortedPageRedirects = () =>
  everyPage().map(({ page, suffix }) => ({
    source: `${page}/${PROTEIN_PER_CALORIE}${suffix}`,
    destination: `${plain(page)}${suffix}?sort=${PROTEIN_PER_CALORIE}`,
    permanent: true,
  }));
