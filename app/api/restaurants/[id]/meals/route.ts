import { CDN_CACHE, jsonFrom, notFound } from "@/lib/http/server";
import { listRestaurantMeals } from "@/lib/restaurants/queries";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";

/** GET: every meal of one restaurant (the meal builder's menu). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  return jsonFrom("Meals of a restaurant", async () => ({ meals: await listRestaurantMeals(id) }), {
    cache: CDN_CACHE,
  });
}
