import { getPopularCities } from "@/lib/cities/queries";
import { jsonFrom, NO_STORE, refuseQuery } from "@/lib/http/server";
import { POPULAR_CITIES_COUNT } from "@/lib/search/constants";

export const dynamic = "force-dynamic";

/**
 * The most searched cities, most searched first: [{id, name, state, search_count}]. Takes no parameters. Never
 * cached: the home page reads it again right after a search, which it must count (docs/product.md#popular-cities).
 */
export async function GET(request: Request) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  return jsonFrom("Popular cities", () => getPopularCities(POPULAR_CITIES_COUNT), { cache: NO_STORE });
}
