import { CDN_CACHE, jsonFrom, notFound, refuseQuery } from "@/lib/http/server";
import { getRestaurant } from "@/lib/restaurants/queries";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";

/** One restaurant with all its meals, for the restaurant dialog; 404 when there is none with that id. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  return jsonFrom("Restaurant", () => getRestaurant(id), { cache: CDN_CACHE, missing: RESTAURANT_NOT_FOUND });
}
