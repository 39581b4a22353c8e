import { z } from "zod";
import { safeText } from "@/lib/http/input";
import { badRequest, CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { searchRestaurants } from "@/lib/restaurants/queries";
import { CITY_PAGES } from "@/lib/cities/city-pages";
import { SEARCH_PAGE_MESSAGE, searchPageNumber } from "@/lib/search/home-search";
import { CITY_PAGE_KINDS } from "@/lib/pages/paths";

const querySchema = z.object({
  q: safeText().optional(),
  city: safeText().optional(),
  kind: z.enum(CITY_PAGE_KINDS).optional(),
  page: z
    .string()
    .transform((value, context) => {
      const page = searchPageNumber(value);
      if (page === null) context.addIssue({ code: "custom", message: SEARCH_PAGE_MESSAGE });
      return page ?? z.NEVER;
    })
    .optional(),
});

/**
 * Home search. `?q=` is a city name or a ZIP code: {label, restaurants[] with meals, more}, a ZIP code's a page at
 * a time (`&page=`, from 1; `more` says whether another follows). `?city=` is a city chosen
 * from the autocomplete, by its id: {label, restaurants} with every restaurant of that city; with `&kind=` one of the
 * focused city pages' lists (high-protein-restaurants, high-protein-breakfast, lean-high-protein-breakfast).
 */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  const { city, q: term, kind = "healthy-restaurants", page = 1 } = query.data;
  if (city) {
    return jsonFrom(
      "City search",
      async () => ({ label: city, restaurants: await CITY_PAGES[kind].query(city) }),
      { cache: CDN_CACHE },
    );
  }
  if (!term) return badRequest("Please enter a city or zip code.");
  return jsonFrom("Search", () => searchRestaurants(term, page), { cache: CDN_CACHE });
}
