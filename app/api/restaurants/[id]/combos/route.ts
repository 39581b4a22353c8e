import { budgetOf } from "@/lib/budget/budget";
import { comboBudgetQuerySchema } from "@/lib/budget/schema";
import { CDN_CACHE, jsonFrom, notFound, parseQuery } from "@/lib/http/server";
import { comboQuerySchema } from "@/lib/macro-calculator/schema";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";
import { suggestBudgetCombos } from "@/lib/restaurants/budget-queries";
import { suggestBuilds, suggestMealCombos } from "@/lib/restaurants/queries";

/**
 * GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&netCarbs=: the best combinations of one to three of
 * this restaurant's meals for the targets (sodium a cap in mg, fiber a floor in g and net carbs a cap in g on the
 * sums, each optional), and its best build-your-own orders from its components, `{ combos, builds }` (the meal
 * builder's suggestions); 404 for an unknown restaurant.
 * GET ?mode=left&calories=&carbs=&fat=&sugar=&protein=&sodium=&fiber=&netCarbs=: the combinations whose sums fit
 * the budget, most protein first (each without a distance).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  if (new URL(request.url).searchParams.has("mode")) {
    const budget = parseQuery(request, comboBudgetQuerySchema);
    if (!budget.ok) return budget.response;
    const readBudget = async () => {
      const combos = await suggestBudgetCombos(id, budgetOf(budget.data));
      return combos && { combos };
    };
    return jsonFrom("Meal combinations within a budget", readBudget, {
      cache: CDN_CACHE,
      missing: RESTAURANT_NOT_FOUND,
    });
  }
  const query = parseQuery(request, comboQuerySchema);
  if (!query.ok) return query.response;
  const read = async () => {
    const [combos, builds] = await Promise.all([
      suggestMealCombos(id, query.data),
      suggestBuilds(id, query.data),
    ]);
    return combos && { combos, builds: builds ?? [] };
  };
  return jsonFrom("Meal combinations", read, { cache: CDN_CACHE, missing: RESTAURANT_NOT_FOUND });
}
