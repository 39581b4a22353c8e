import { CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { mealMatchQuerySchema } from "@/lib/macro-calculator/schema";
import { findMealsByMacros } from "@/lib/restaurants/queries";

/**
 * GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&location=&offset=&sort=: one page of meals matching
 * the targets (sodium a cap in mg, fiber a floor in g, both optional), closest first or (sort=protein-per-calorie) most protein per 100 kcal first. The same
 * query always has the same answer, so a CDN keeps it (the widest one, no targets, included).
 */
export async function GET(request: Request) {
  const query = parseQuery(request, mealMatchQuerySchema);
  if (!query.ok) return query.response;
  const { location, offset, sort, sodium, fiber, ...targets } = query.data;
  return jsonFrom(
    "Meals by macros",
    () => findMealsByMacros(targets, { location, offset, limit: RESULTS_PAGE_SIZE, sort, sodium, fiber }),
    {
      cache: CDN_CACHE,
    },
  );
}
