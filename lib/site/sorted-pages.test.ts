import { LISTING_PATHS } from "@/lib/listings/rules";
import { PROTEIN_PER_CALORIE, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { SORTED_PAGES, sortedPageRedirects, sortedPageRewrites } from "./sorted-pages";

describe("pages read in protein-per-calorie order", () => {
  it("covers every listing", () => {
    const listings = SORTED_PAGES.find((page) => page.startsWith("/restaurants/"));
    expect(listings).toBe(`/restaurants/:slug(${LISTING_PATHS.join("|")})`);
  });

  it("serves ?sort=protein-per-calorie from the sorted route and redirects that route's own address", () => {
    expect(sortedPageRewrites()[0]).toEqual({
      source: "/healthy-restaurants/:slug",
      has: [{ type: "query", key: SORT_PARAM, value: PROTEIN_PER_CALORIE }],
      destination: "/healthy-restaurants/:slug/protein-per-calorie",
    });
    expect(sortedPageRedirects()).toContainEqual({
      source: `/restaurants/:slug(${LISTING_PATHS.join("|")})/protein-per-calorie`,
      destination: "/restaurants/:slug?sort=protein-per-calorie",
      permanent: true,
    });
  });

  it("serves a listing's later page in that order too, at its own address with ?sort", () => {
    const listings = `/restaurants/:slug(${LISTING_PATHS.join("|")})`;
    expect(sortedPageRewrites().at(-1)).toEqual({
      source: `${listings}/page/:page`,
      has: [{ type: "query", key: SORT_PARAM, value: PROTEIN_PER_CALORIE }],
      destination: "/restaurants/:slug/protein-per-calorie/page/:page",
    });
    expect(sortedPageRedirects().at(-1)).toEqual({
      source: `${listings}/protein-per-calorie/page/:page`,
      destination: "/restaurants/:slug/page/:page?sort=protein-per-calorie",
      permanent: true,
    });
    // Only the listings are paged: a city page has no later page.
    expect(sortedPageRewrites().filter((rewrite) => rewrite.source.endsWith("/page/:page"))).toHaveLength(1);
  });
});
