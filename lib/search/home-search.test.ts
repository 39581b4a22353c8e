import { citySearchAnswer, searchPageNumber, searchPageOf, typedSearchAnswer } from "./home-search";
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
    expect(typedSearchAnswer("Atlantis", { label: null, restaurants: [], more: false })).toEqual({
      kind: "notice",
      notice: { title: "No results", description: 'No restaurants found for "Atlantis".', tone: "default" },
    });
  });

  it("lists a ZIP code's restaurants as near it, and a city's as in the city found", () => {
    expect(
      typedSearchAnswer("60601", { label: "restaurants near 60601", restaurants: [restaurant], more: false }),
    ).toMatchObject({
      kind: "results",
      title: "Restaurants near 60601",
      query: "60601",
      city: null,
      nextPage: null,
    });
    expect(
      typedSearchAnswer("chi", { label: "Chicago", restaurants: [restaurant], more: false }),
    ).toMatchObject({
      title: "Restaurants in Chicago",
      query: "Chicago",
      city: { id: "chicago", name: "Chicago", state: "IL" },
      nextPage: null,
    });
  });

  it("names the next page of a ZIP search that has more", () => {
    const found = { label: "restaurants near 60601", restaurants: [restaurant], more: true };
    expect(typedSearchAnswer("60601", found)).toMatchObject({ nextPage: 2 });
    expect(typedSearchAnswer("60601", found, 3)).toMatchObject({ nextPage: 4 });
  });

  it("reads a page number from an address: whole numbers from 1 to 1000 only", () => {
    expect(["1", "2", "999", "1000"].map(searchPageNumber)).toEqual([1, 2, 999, 1000]);
    expect(["0", "01", "-1", "1.5", "1001", "2e3", "", " 2", "two"].map(searchPageNumber)).toEqual(
      Array(9).fill(null),
    );
  });

  it("titles a chosen city's results with its name and state, as two cities may share the name", () => {
    expect(citySearchAnswer({ id: "chicago", name: "Chicago", state: "IL" }, [])).toMatchObject({
      title: "Restaurants in Chicago, IL",
      restaurants: [],
    });
    expect(citySearchAnswer({ id: "springfield-mo", name: "Springfield", state: "MO" }, [])).toMatchObject({
      title: "Restaurants in Springfield, MO",
    });
  });

  it("pages a city's answer on the search page 12 at a time; a ZIP code's comes paged already", () => {
    const many = Array.from({ length: 26 }, (_, index) => ({ ...restaurant, id: `r${index}` }));
    const answer = citySearchAnswer({ id: "chicago", name: "Chicago", state: "IL" }, many);
    const ids = (page: number) => {
      const paged = searchPageOf(answer, page, false);
      return paged?.kind === "results"
        ? { ids: paged.restaurants.map((r) => r.id), next: paged.nextPage }
        : null;
    };
    expect(ids(1)).toEqual({ ids: many.slice(0, 12).map((r) => r.id), next: 2 });
    expect(ids(2)).toEqual({ ids: many.slice(12, 24).map((r) => r.id), next: 3 });
    expect(ids(3)).toEqual({ ids: ["r24", "r25"], next: null });
    expect(ids(4)).toBeNull();
    const zip = typedSearchAnswer("60601", { label: null, restaurants: many, more: true }, 2);
    expect(searchPageOf(zip, 2, true)).toBe(zip);
    const notice = typedSearchAnswer("Atlantis", { label: null, restaurants: [], more: false });
    expect(searchPageOf(notice, 1, false)).toBe(notice);
    expect(searchPageOf(notice, 2, false)).toBeNull();
  });
});
