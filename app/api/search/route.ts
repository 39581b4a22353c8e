import { z } from "zod";
import { safeText } from "@/lib/http/input";
import { badRequest, CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { listCityRestaurants, searchRestaurants } from "@/lib/restaurants/queries";

const querySchema = z.object({ q: safeText().optional(), city: safeText().optional() });

/**
 * Home search. `?q=` is a city name or a ZIP code: {label, restaurants[] with meals}. `?city=` is a city chosen
 * from the autocomplete, by its id: {label, restaurants} with every restaurant of that city.
 */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  const { city, q: term } = query.data;
  if (city) {
    return jsonFrom(
      "City search",
      async () => ({ label: city, restaurants: await listCityRestaurants(city) }),
      {
        cache: CDN_CACHE,
      },
    );
  }
  if (!term) return badRequest("Please enter a city or zip code.");
  return jsonFrom("Search", () => searchRestaurants(term), { cache: CDN_CACHE });
}
