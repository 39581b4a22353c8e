import type { NextRequest } from "next/server";
import { listCityRestaurants, searchRestaurants } from "@/lib/restaurants/queries";
import { apiError, jsonFrom } from "@/lib/search/route-response";

/**
 * Home search. `?q=` is a city name or a ZIP code: {label, restaurants[] with meals}. `?city=` is a city chosen
 * from the autocomplete: {label: the city, restaurants} with every restaurant of that city.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const city = params.get("city")?.trim().slice(0, 200);
  const term = params.get("q")?.trim().slice(0, 200);
  if (city) return jsonFrom(async () => ({ label: city, restaurants: await listCityRestaurants(city) }));
  if (!term) return apiError(400, "bad_request", "Please enter a city or zip code.");
  return jsonFrom(() => searchRestaurants(term));
}
