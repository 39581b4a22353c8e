import { z } from "zod";
import { safeText } from "@/lib/http/input";
import { CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { RESTAURANT_PICKER_RESULTS } from "@/lib/requests/constants";
import { searchRestaurantOptions } from "@/lib/restaurants/queries";

const querySchema = z.object({ q: safeText(100).default("") });

/**
 * The request form's restaurant picker: up to 50 restaurants whose "name city, state" contains `?q=`
 * (case-insensitive), by name, as [{id, name, city, state}]; the first 50 by name when `q` is empty.
 */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  return jsonFrom(
    "Restaurant search",
    () => searchRestaurantOptions(query.data.q, RESTAURANT_PICKER_RESULTS),
    {
      cache: CDN_CACHE,
    },
  );
}
