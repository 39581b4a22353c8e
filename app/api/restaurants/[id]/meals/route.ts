import { z } from "zod";
import { CDN_CACHE, jsonFrom, notFound, parseQuery } from "@/lib/http/server";
import { CITY_MEALS_KINDS, CITY_MODAL_MEALS } from "@/lib/nutrition/city-meals";
import { listCityButtonMeals, listRestaurantMeals } from "@/lib/restaurants/queries";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";

const querySchema = z.object({
  list: z.enum(CITY_MEALS_KINDS, { error: `must be one of ${CITY_MEALS_KINDS.join(", ")}` }).optional(),
});

/**
 * GET: every meal of one restaurant, `{ meals }` (the meal builder's menu); with `?list=high-protein` or
 * `?list=low-calorie`, what a city page's button of that name counts, `{ total, meals }` with its first meals (the
 * modal's). 404 for an unknown restaurant.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  const { list } = query.data;
  if (list) {
    return jsonFrom("A city button's meals", () => listCityButtonMeals(id, list, CITY_MODAL_MEALS), {
      cache: CDN_CACHE,
      missing: RESTAURANT_NOT_FOUND,
    });
  }
  const read = async () => {
    const meals = await listRestaurantMeals(id);
    return meals && { meals };
  };
  return jsonFrom("Meals of a restaurant", read, { cache: CDN_CACHE, missing: RESTAURANT_NOT_FOUND });
}
