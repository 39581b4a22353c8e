import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  blogPostPath,
  brandNutritionPath,
  CITY_PAGE_KINDS,
  cityOverviewPath,
  cityPagePath,
  finderPath,
  guidePath,
  listingPath,
  mealRequestPath,
  mealTypePath,
  PATHS,
  requestTabPath,
  restaurantDialogHref,
  restaurantNutritionPath,
  toolPath,
} from "./paths";
import { API_PATHS } from "./api-paths";

/** The app/ folder of a path, with each dynamic segment as `[…]`, or null when no such folder exists. */
function appFolder(address: string): string | null {
  let dir = path.resolve("app");
  for (const segment of address.split("?")[0]!.split("/").filter(Boolean)) {
    const entries = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
    const next = entries.includes(segment) ? segment : entries.find((name) => name.startsWith("["));
    if (!next) return null;
    dir = path.join(dir, next);
  }
  return dir;
}

const servedBy = (address: string) => {
  const dir = appFolder(address);
  if (!dir) return null;
  const files = readdirSync(dir);
  return files.find((file) => /^(page|route)\.tsx?$/.test(file)) ?? null;
};

describe("site paths", () => {
  it("a city's pages live under their kind and the city's id", () => {
    expect(cityPagePath("high-protein-breakfast", "portland-me")).toBe("/high-protein-breakfast/portland-me");
    expect(cityOverviewPath("new-york")).toBe("/healthy-restaurants/new-york");
  });

  it("restaurant, listing, meal type, post, guide and tool pages have their own prefixes", () => {
    expect(brandNutritionPath("chipotle")).toBe("/restaurant-nutrition/chipotle");
    expect(restaurantNutritionPath("Whole Foods Market")).toBe("/restaurant-nutrition/whole-foods-market");
    expect(listingPath("keto-friendly")).toBe("/restaurants/keto-friendly");
    expect(mealTypePath("breakfast")).toBe("/restaurants/meal-type/breakfast");
    expect(blogPostPath("unlocking-the-power-of-protein")).toBe("/blog/unlocking-the-power-of-protein");
    expect(guidePath("high-protein-foods")).toBe("/guides/high-protein-foods");
    expect(toolPath("meal-builder")).toBe("/tools/meal-builder");
  });

  it("the finder and the request form carry their state in the query string", () => {
    expect(finderPath("San José")).toBe("/find-protein-meals?city=San%20Jos%C3%A9");
    expect(finderPath("")).toBe("/find-protein-meals");
    expect(requestTabPath("city")).toBe("/request?tab=city");
    expect(mealRequestPath("r 1&x")).toBe("/request?restaurant=r+1%26x");
  });

  it("puts the restaurant and the optional meal in the query string", () => {
    expect(restaurantDialogHref("r1")).toBe("?restaurant=r1");
    expect(restaurantDialogHref("r1", "m2")).toBe("?restaurant=r1&meal=m2");
    expect(restaurantDialogHref("r1", null)).toBe("?restaurant=r1");
    // A page read in protein-per-calorie order keeps it for the dialog.
    expect(restaurantDialogHref("r1", "m2", "protein-per-calorie")).toBe(
      "?sort=protein-per-calorie&restaurant=r1&meal=m2",
    );
    expect(restaurantDialogHref("r1", null, "default")).toBe("?restaurant=r1");
  });

  it("the API addresses encode what the visitor typed", () => {
    expect(API_PATHS.cities("st. louis/")).toBe("/api/cities?prefix=st.%20louis%2F");
    expect(API_PATHS.searchByText("a&b")).toBe("/api/search?q=a%26b");
    expect(API_PATHS.restaurant("a/b")).toBe("/api/restaurants/a%2Fb");
    expect(API_PATHS.restaurantCombos("r1", "protein=30")).toBe("/api/restaurants/r1/combos?protein=30");
    expect(API_PATHS.meals(["m1", "m2"])).toBe("/api/meals?ids=m1,m2");
  });

  it("every fixed address and every built one is served by a page or route under app/", () => {
    const addresses = [
      ...Object.values(PATHS),
      ...CITY_PAGE_KINDS.map((kind) => cityPagePath(kind, "x")),
      brandNutritionPath("x"),
      listingPath("high-protein"),
      mealTypePath("lunch"),
      blogPostPath("x"),
      guidePath("macro-counting-tips"),
      toolPath("macro-calculator"),
      API_PATHS.popularCities,
      API_PATHS.randomRestaurants,
      API_PATHS.restaurant("x"),
      API_PATHS.restaurantMeals("x"),
      API_PATHS.restaurantCombos("x", ""),
      API_PATHS.meals([]),
      API_PATHS.cities(""),
      API_PATHS.searchByCity("x"),
    ];
    for (const address of addresses)
      expect([address, servedBy(address)]).toEqual([address, expect.anything()]);
  });
});
