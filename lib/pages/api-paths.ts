// The JSON routes the browser reads (app/api), each address written once and typed by what it answers. Apart from
// the page addresses (paths.ts), which the site's frame loads on every page, so that these load only where used.
import type { CityOption, PopularCity } from "@/lib/cities/schema";
import type { CityMealsKind } from "@/lib/nutrition/city-meals";
import type {
  CityButtonMeals,
  LocationPage,
  Meal,
  MealCombo,
  MealMatches,
  Restaurant,
  RestaurantOption,
  SearchResult,
} from "@/lib/restaurants/schema";
import type { CityPageKind, LocationArea } from "./paths";
import type { Endpoint } from "@/lib/http/client";

const endpoint = <Answer>(url: string) => url as Endpoint<Answer>;

/** The JSON routes the browser reads (app/api), each address written here once. */
export const API_PATHS = {
  cities: (prefix: string) => endpoint<CityOption[]>(`/api/cities?prefix=${encodeURIComponent(prefix)}`),
  popularCities: endpoint<PopularCity[]>("/api/cities/popular"),
  /** A city's restaurants: every one (the overview's list), or those of one focused page's list. */
  searchByCity: (cityId: string, kind?: CityPageKind) =>
    endpoint<SearchResult>(
      `/api/search?${new URLSearchParams({ city: cityId, ...(kind && kind !== "healthy-restaurants" ? { kind } : {}) }).toString()}`,
    ),
  /** A typed search; a ZIP search's later pages with `page` (from 2). */
  searchByText: (term: string, page = 1) =>
    endpoint<SearchResult>(`/api/search?q=${encodeURIComponent(term)}${page > 1 ? `&page=${page}` : ""}`),
  meals: (mealIds: string[]) => endpoint<{ meals: Meal[] }>(`/api/meals?ids=${mealIds.join(",")}`),
  /** The meals that match targets, a page at a time (lib/macro-calculator/targets.ts builds the query). */
  mealMatches: (query: string) => endpoint<MealMatches>(`/api/meals/match?${query}`),
  restaurant: (restaurantId: string) =>
    endpoint<Restaurant>(`/api/restaurants/${encodeURIComponent(restaurantId)}`),
  restaurantMeals: (restaurantId: string) =>
    endpoint<{ meals: Meal[] }>(`/api/restaurants/${encodeURIComponent(restaurantId)}/meals`),
  /** What a city page's button counts and its modal's first meals. */
  cityButtonMeals: (restaurantId: string, kind: CityMealsKind) =>
    endpoint<CityButtonMeals>(`/api/restaurants/${encodeURIComponent(restaurantId)}/meals?list=${kind}`),
  restaurantCombos: (restaurantId: string, query: string) =>
    endpoint<{ combos: MealCombo[]; builds?: MealCombo[] }>(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/combos?${query}`,
    ),
  restaurantLocations: (restaurantId: string, area: LocationArea, offset: number) =>
    endpoint<LocationPage>(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/locations?${new URLSearchParams({
        ...area,
        offset: String(offset),
      }).toString()}`,
    ),
  randomRestaurants: endpoint<Restaurant[]>("/api/restaurants/random"),
  restaurantOptions: (term: string) =>
    endpoint<RestaurantOption[]>(`/api/restaurants/options?q=${encodeURIComponent(term)}`),
  /** The city, state and nearest ZIP code at a position (for this caller only: not cached). */
  reverseGeocode: (latitude: number, longitude: number) =>
    endpoint<{ city: string | null; state: string | null; zip: string | null }>(
      `/api/geo/reverse?lat=${latitude}&lon=${longitude}`,
    ),
} as const;
