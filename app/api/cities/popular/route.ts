import { getPopularCities } from "@/lib/cities/queries";
import { POPULAR_CITIES_COUNT } from "@/lib/search/constants";
import { jsonFrom } from "@/lib/search/route-response";

export const dynamic = "force-dynamic";

/** The most searched cities, most searched first: [{id, name, state, search_count}]. */
export async function GET() {
  return jsonFrom(() => getPopularCities(POPULAR_CITIES_COUNT), { headers: { "cache-control": "no-store" } });
}
