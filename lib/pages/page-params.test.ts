import { canonicalAddress } from "./page-params";

describe("the one address of a page or route", () => {
  it("leaves an address alone when its page reads every parameter", () => {
    expect(canonicalAddress("/search", "?q=chicken&page=2")).toBeNull();
    expect(canonicalAddress("/search", "")).toBeNull();
    expect(
      canonicalAddress("/tools/macro-calculator/results", "?protein=40&location=Austin&_rsc=1x"),
    ).toBeNull();
    expect(canonicalAddress("/healthy-restaurants/new-york", "?sort=protein-per-calorie")).toBeNull();
    expect(canonicalAddress("/healthy-restaurants/new-york", "?restaurant=abc&meal=def&_rsc=1x")).toBeNull();
    expect(canonicalAddress("/tools/meal-builder", "?from=abc&items=x.2&targets=p40")).toBeNull();
  });

  it("drops the parameters a page rendered per request does not read, keeping the rest in their order", () => {
    expect(canonicalAddress("/search", "?q=chicken&utm_source=x&junk-1=2&page=2")).toBe(
      "/search?q=chicken&page=2",
    );
    expect(canonicalAddress("/request/correction", "?x=1")).toBe("/request/correction");
    expect(canonicalAddress("/find-protein-meals/", "?city=Austin&probe=7")).toBe(
      "/find-protein-meals/?city=Austin",
    );
  });

  it("sends a static page with a junk query to its address without it", () => {
    expect(canonicalAddress("/healthy-restaurants/austin", "?x=1")).toBe("/healthy-restaurants/austin");
    expect(canonicalAddress("/", "?foo=bar")).toBe("/");
    expect(canonicalAddress("/blog/some-post", "?utm_source=news&restaurant=r1")).toBe(
      "/blog/some-post?restaurant=r1",
    );
    // The one sort a static page is read in is kept; any other is the page's own order.
    expect(canonicalAddress("/restaurants/high-protein", "?sort=cheapest")).toBe("/restaurants/high-protein");
    expect(canonicalAddress("/restaurants/high-protein", "?&")).toBe("/restaurants/high-protein");
  });

  it("leaves route handlers, files and images their parameters", () => {
    expect(canonicalAddress("/api/search", "?city=austin&junk=1")).toBeNull();
    expect(canonicalAddress("/_next/image", "?url=%2Fimages%2Fa.svg&w=64&q=75")).toBeNull();
    expect(canonicalAddress("/healthy-restaurants/austin/opengraph-image", "?abc")).toBeNull();
    expect(canonicalAddress("/blog/rss.xml", "?x=1")).toBeNull();
    expect(canonicalAddress("/photos/abc", "?x=1")).toBeNull();
  });

  it("writes each number in its one decimal form, on the calculator's page and the match routes", () => {
    for (const same of ["010", "10.0", "10.", "0010.000", "+10"])
      expect(canonicalAddress("/tools/macro-calculator/results", `?protein=${same}&fat=5`)).toBe(
        "/tools/macro-calculator/results?protein=10&fat=5",
      );
    expect(canonicalAddress("/api/meals/match", "?protein=40&sodium=0.50&offset=020")).toBe(
      "/api/meals/match?protein=40&sodium=0.5&offset=20",
    );
    expect(canonicalAddress("/api/restaurants/r1/combos", "?calories=.5")).toBe(
      "/api/restaurants/r1/combos?calories=0.5",
    );
    // Not decimal: left for the page or route to refuse in its own words.
    for (const other of ["0x10", "1e1", "-5", "Infinity", "%2B10", "ten"])
      expect(canonicalAddress("/api/meals/match", `?protein=${other}`)).toBeNull();
  });
});
