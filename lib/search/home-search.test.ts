import { citySearchAnswer, typedSearchAnswer } from "./home-search";
import type { Restaurant } from "@/lib/restaurants/schema";

const restaurant = {
  id: "r1",
  name: "Grill",
  city: "Chicago",
  city_id: "chicago",
  state: "IL",
} as Restaurant;

describe("the home search's answer", () => {
  it("says no results for a search that finds none", () => {
    expect(typedSearchAnswer("Atlantis", { label: null, restaurants: [] })).toEqual({
      kind: "notice",
      notice: { title: "No results", description: 'No restaurants found for "Atlantis".', tone: "default" },
    });
  });

  it("lists a ZIP code's restaurants as near it, and a city's as in the city found", () => {
    expect(
      typedSearchAnswer("60601", { label: "restaurants near 60601", restaurants: [restaurant] }),
    ).toMatchObject({
      kind: "results",
      title: "Restaurants near 60601",
      query: "60601",
      city: null,
    });
    expect(typedSearchAnswer("chi", { label: "Chicago", restaurants: [restaurant] })).toMatchObject({
      title: "Restaurants in Chicago",
      query: "Chicago",
      city: { id: "chicago", name: "Chicago", state: "IL" },
    });
  });

  it("titles a chosen city's results with its name", () => {
    expect(citySearchAnswer({ id: "chicago", name: "Chicago", state: "IL" }, [])).toMatchObject({
      title: "Restaurants in Chicago",
      restaurants: [],
    });
  });
});
