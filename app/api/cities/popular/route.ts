import { getPopularCities } from "@/lib/cities/queries";
import { CDN_CACHE, jsonFrom, refuseQuery } from "@/lib/http/server";
import { POPULAR_CITIES_COUNT } from "@/lib/search/constants";

export const dynamic = "force-dynamic";

/** The most searched cities, most searched first: [{id, name, state, search_count}]. Takes no parameters. */
export async function GET(request: Request) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  return jsonFrom("Popular cities", () => getPopularCities(POPULAR_CITIES_COUNT), { cache: CDN_CACHE });
}
