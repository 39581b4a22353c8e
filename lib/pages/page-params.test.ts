import { withoutUnreadParams } from "./page-params";

describe("the query parameters a page rendered per request reads", () => {
  it("leaves an address alone when its page reads every parameter, or when the page is static", () => {
    expect(withoutUnreadParams("/search", "?q=chicken&page=2")).toBeNull();
    expect(withoutUnreadParams("/search", "")).toBeNull();
    expect(
      withoutUnreadParams("/tools/macro-calculator/results", "?protein=40&location=Austin&_rsc=1x"),
    ).toBeNull();
    expect(withoutUnreadParams("/healthy-restaurants/new-york", "?junk=1")).toBeNull();
  });

  it("drops the parameters it does not read, keeping the rest in their order", () => {
    expect(withoutUnreadParams("/search", "?q=chicken&utm_source=x&junk-1=2&page=2")).toBe(
      "/search?q=chicken&page=2",
    );
    expect(withoutUnreadParams("/request/correction", "?x=1")).toBe("/request/correction");
    expect(withoutUnreadParams("/find-protein-meals/", "?city=Austin&probe=7")).toBe(
      "/find-protein-meals/?city=Austin",
    );
  });
});
