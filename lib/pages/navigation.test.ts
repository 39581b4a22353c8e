import { activeMobileNavHref, MOBILE_NAV } from "./navigation";

describe("the mobile bottom bar's current item", () => {
  it("marks Home only on the home page", () => {
    expect(activeMobileNavHref("/")).toBe("/");
    expect(activeMobileNavHref("/privacy")).toBeNull();
  });

  it("marks Explore on the cities list and every city and listing page", () => {
    for (const path of [
      "/cities",
      "/healthy-restaurants/new-york",
      "/high-protein-breakfast/chicago",
      "/restaurants/lunch",
    ]) {
      expect(activeMobileNavHref(path)).toBe("/cities");
    }
  });

  it("marks Calculator on both tabs of the tool page the alias leads to", () => {
    expect(activeMobileNavHref("/tools/meal-builder")).toBe("/meal-builder");
    expect(activeMobileNavHref("/tools/macro-calculator")).toBe("/meal-builder");
  });

  it("marks Guide on the guides and the blog, and Suggest on the request page", () => {
    expect(activeMobileNavHref("/guides/understanding-nutrition")).toBe("/nutrition-guide");
    expect(activeMobileNavHref("/blog/unlocking-the-power-of-protein")).toBe("/nutrition-guide");
    expect(activeMobileNavHref("/request")).toBe("/request");
  });

  it("ignores a trailing slash and the query string, and does not match a mere prefix of a word", () => {
    expect(activeMobileNavHref("/cities/?page=2")).toBe("/cities");
    expect(activeMobileNavHref("/requests")).toBeNull();
  });

  it("links the five targets of the spec in order", () => {
    expect(MOBILE_NAV.map((item) => [item.label, item.href])).toEqual([
      ["Home", "/"],
      ["Explore", "/cities"],
      ["Calculator", "/meal-builder"],
      ["Guide", "/nutrition-guide"],
      ["Suggest", "/request"],
    ]);
  });
});
