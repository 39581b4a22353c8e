import type { CityOption } from "@/lib/cities/schema";
import type { Restaurant, SearchResult } from "@/lib/restaurants/schema";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_RESTAURANTS } from "./constants";
import { isZipCode } from "./zip-code";

/** A message of the home search (docs/product.md#messages): a toast in the browser, in the page without it. */
export type SearchNotice = { title: string; description?: string; tone: "error" | "default" };

/**
 * What a search shows: its results (with the city it was, to remember; for a ZIP search with another page, that
 * page's number), or a message instead.
 */
export type HomeSearchAnswer =
  | {
      kind: "results";
      title: string;
      restaurants: Restaurant[];
      query: string;
      city: CityOption | null;
      nextPage: number | null;
    }
  | { kind: "notice"; notice: SearchNotice };

export const SEARCH_PAGE_MESSAGE = `The page must be a whole number from 1 to ${MAX_SEARCH_PAGE}.`;

/** A ZIP search's page number as written in an address ("2"), or null when it is not one from 1 to the last. */
export function searchPageNumber(raw: string): number | null {
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_SEARCH_PAGE ? page : null;
}

export const EMPTY_SEARCH: SearchNotice = {
  title: "Empty search",
  description: "Please enter a city or zip code.",
  tone: "error",
};
export const SEARCH_ERROR: SearchNotice = {
  title: "Search Error",
  description: "Could not find results for that search.",
  tone: "error",
};
const noResults = (term: string): SearchNotice => ({
  title: "No results",
  description: `No restaurants found for "${term}".`,
  tone: "default",
});
export const noCityRestaurants = (city: string): SearchNotice => ({
  title: `No restaurants found in ${city}. We are always expanding!`,
  tone: "default",
});
export const cityReadError = (city: string): SearchNotice => ({
  title: "Error fetching restaurants",
  description: `Could not load restaurants for ${city}.`,
  tone: "error",
});

/**
 * The answer to a typed search (docs/product.md#home-search): a ZIP code's restaurants are 'near' it; a city's are
 * 'in' the city the search found, whose name then fills the box.
 */
export function typedSearchAnswer(term: string, found: SearchResult, page = 1): HomeSearchAnswer {
  if (found.restaurants.length === 0) return { kind: "notice", notice: noResults(term) };
  const { restaurants } = found;
  if (isZipCode(term)) {
    const nextPage = found.more ? page + 1 : null;
    return {
      kind: "results",
      title: `Restaurants near ${term}`,
      restaurants,
      query: term,
      city: null,
      nextPage,
    };
  }
  // Each restaurant of a city stands at one of its locations there: the first one's city is the city found.
  const first = restaurants[0]!;
  const place = found.label ?? first.city ?? term;
  const city =
    first.city_id && first.city && first.state
      ? { id: first.city_id, name: first.city, state: first.state }
      : null;
  return {
    kind: "results",
    title: `Restaurants in ${place}`,
    restaurants,
    query: place,
    city,
    nextPage: null,
  };
}

/**
 * One page of a city's answer on the search page: the `page`th run of SEARCH_PAGE_RESTAURANTS, with the next
 * page's number while more follow; null for a page past the last (a message has one page). A ZIP code's answer
 * (`zip`) comes a page at a time from the database already, and is returned as it is.
 */
export function searchPageOf(answer: HomeSearchAnswer, page: number, zip: boolean): HomeSearchAnswer | null {
  if (zip) return answer;
  if (answer.kind !== "results") return page === 1 ? answer : null;
  const start = (page - 1) * SEARCH_PAGE_RESTAURANTS;
  if (page > 1 && start >= answer.restaurants.length) return null;
  const end = start + SEARCH_PAGE_RESTAURANTS;
  return {
    ...answer,
    restaurants: answer.restaurants.slice(start, end),
    nextPage: end < answer.restaurants.length ? page + 1 : null,
  };
}

/** The answer to a city chosen from the suggestions, a recent search or a popular city. */
export function citySearchAnswer(city: CityOption, restaurants: Restaurant[]): HomeSearchAnswer {
  return {
    kind: "results",
    // The state too, as a typed search's label has it: two cities may share a name (Springfield, MO and IL).
    title: `Restaurants in ${city.name}, ${city.state}`,
    restaurants,
    query: city.name,
    city,
    nextPage: null,
  };
}
