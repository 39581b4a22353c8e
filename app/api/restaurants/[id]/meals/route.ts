import { CDN_CACHE, jsonFrom, notFound, refuseQuery } from "@/lib/http/server";
import { listRestaurantMeals } from "@/lib/restaurants/queries";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";

/** GET: every meal of one restaurant, `{ meals }` (the meal builder's menu); 404 for an unknown restaurant. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  const read = async () => {
    const meals = await listRestaurantMeals(id);
    return meals && { meals };
  };
  return jsonFrom("Meals of a restaurant", read, { cache: CDN_CACHE, missing: RESTAURANT_NOT_FOUND });
}
