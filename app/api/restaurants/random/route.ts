import { jsonFrom, NO_STORE, refuseQuery } from "@/lib/http/server";
import { getRandomRestaurants } from "@/lib/restaurants/queries";
import { SUGGESTED_RESTAURANTS_COUNT } from "@/lib/search/constants";

export const dynamic = "force-dynamic";

/**
 * Fresh suggested restaurants, with their meals, for the home page's New Search: a new random pick on every call,
 * so never cached (the home page itself keeps its pick for a few minutes). Takes no parameters.
 */
export async function GET(request: Request) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  return jsonFrom("Suggested restaurants", () => getRandomRestaurants(SUGGESTED_RESTAURANTS_COUNT), {
    cache: NO_STORE,
  });
}
