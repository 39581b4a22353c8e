import { withQuery } from "@/lib/site/url-state";
import { parseMealSort, sortChange } from "./meal-sort";

describe("the sort kept in the URL", () => {
  it("knows one value; anything else is the page's own order", () => {
    expect(parseMealSort("protein-per-calorie")).toBe("protein-per-calorie");
    for (const other of [null, undefined, "", "Protein-Per-Calorie", "name"])
      expect(parseMealSort(other)).toBe("default");
  });

  it("sets or removes the parameter, keeping the others", () => {
    const params = new URLSearchParams("restaurant=r1&meal=m2");
    expect(withQuery(params, sortChange("protein-per-calorie"))).toBe(
      "?restaurant=r1&meal=m2&sort=protein-per-calorie",
    );
    expect(
      withQuery(new URLSearchParams("sort=protein-per-calorie&restaurant=r1"), sortChange("default")),
    ).toBe("?restaurant=r1");
    expect(withQuery("", sortChange("default"))).toBe("");
  });
});
