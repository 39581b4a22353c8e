import { parseMealSort, sortQuery } from "./meal-sort";

describe("the sort kept in the URL", () => {
  it("knows one value; anything else is the page's own order", () => {
    expect(parseMealSort("protein-per-calorie")).toBe("protein-per-calorie");
    for (const other of [null, undefined, "", "Protein-Per-Calorie", "name"])
      expect(parseMealSort(other)).toBe("default");
  });

  it("sets or removes the parameter, keeping the others", () => {
    const params = new URLSearchParams("restaurant=r1&meal=m2");
    expect(sortQuery("protein-per-calorie", params)).toBe("?restaurant=r1&meal=m2&sort=protein-per-calorie");
    expect(sortQuery("default", new URLSearchParams("sort=protein-per-calorie&restaurant=r1"))).toBe(
      "?restaurant=r1",
    );
    expect(sortQuery("default")).toBe("");
  });
});
