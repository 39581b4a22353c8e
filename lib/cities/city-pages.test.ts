import { cityPagePath } from "@/lib/pages/paths";
import { cityPageCrumbs, cityPageTitle } from "./city-pages";
import type { City } from "./schema";

const portland: City = {
  id: "portland-me",
  slug: "portland-me",
  name: "Portland",
  state: "ME",
  location_count: 40,
  restaurant_count: 20,
  shared_name: true,
  description: null,
  tagline: null,
  image_url: null,
  image_description: null,
  latitude: null,
  longitude: null,
  updated_at: "2026-01-01T00:00:00Z",
};

describe("city pages", () => {
  it("each page lives under its kind and the city's id", () => {
    expect(cityPagePath("high-protein-breakfast", portland.id)).toBe("/high-protein-breakfast/portland-me");
  });

  it("the heading names the page and the city, with its state when another city has the name", () => {
    expect(cityPageTitle("lean-high-protein-breakfast", portland)).toBe(
      "Lean High Protein Breakfast in Portland, ME",
    );
    expect(cityPageTitle("healthy-restaurants", { ...portland, shared_name: false })).toBe(
      "Healthy Restaurants in Portland",
    );
  });

  it("the overview's breadcrumb ends at the city, named with its state when another city has the name", () => {
    expect(cityPageCrumbs("healthy-restaurants", portland)).toEqual([
      { name: "Cities", path: "/cities" },
      { name: "Portland, ME", path: "/healthy-restaurants/portland-me" },
    ]);
    expect(cityPageCrumbs("healthy-restaurants", { ...portland, shared_name: false })[1]!.name).toBe(
      "Portland",
    );
  });

  it("the lean breakfast breadcrumb passes through the city's breakfast page", () => {
    expect(cityPageCrumbs("lean-high-protein-breakfast", portland).map((crumb) => crumb.path)).toEqual([
      "/cities",
      "/healthy-restaurants/portland-me",
      "/high-protein-breakfast/portland-me",
      "/lean-high-protein-breakfast/portland-me",
    ]);
  });
});
