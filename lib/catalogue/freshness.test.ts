import { CATALOGUE_TAGS, MAX_NAMED_TAGS, tagsOfChange } from "./freshness";

describe("the tags a change to the catalogue expires", () => {
  it("are none when nothing changed", () => {
    expect(tagsOfChange({})).toEqual([]);
    expect(tagsOfChange({ cityIds: [], restaurantNames: [] })).toEqual([]);
  });

  it("name each affected city and restaurant, and the lists that show the whole catalogue", () => {
    const tags = tagsOfChange({
      cityIds: ["springfield-ma", "boston", "boston"],
      restaurantNames: ["Chick-fil-A", "Green Fork Kitchen"],
    });
    expect(tags.sort()).toEqual(
      [
        CATALOGUE_TAGS.cityList,
        CATALOGUE_TAGS.listings,
        CATALOGUE_TAGS.sources,
        "city:boston",
        "city:springfield-ma",
        "restaurant:chick-fil-a",
        "restaurant:green-fork-kitchen",
      ].sort(),
    );
    expect(tags).not.toContain(CATALOGUE_TAGS.blog);
  });

  it("expire every city's pages at once when a change shows in very many cities", () => {
    const cityIds = Array.from({ length: MAX_NAMED_TAGS + 1 }, (_, i) => `town-${i}-tx`);
    const tags = tagsOfChange({ cityIds, restaurantNames: ["Chick-fil-A"] });
    expect(tags).toContain(CATALOGUE_TAGS.cityPages);
    expect(tags.some((tag) => tag.includes("town-"))).toBe(false);
    expect(tags).toContain("restaurant:chick-fil-a");
  });

  it("expire the blog alone when only a post changed", () => {
    expect(tagsOfChange({ blog: true })).toEqual([CATALOGUE_TAGS.blog]);
  });
});
