import { budgetOf } from "@/lib/budget/budget";
import { comboBudgetQuerySchema } from "@/lib/budget/schema";
import { CDN_CACHE, jsonFrom, notFound, parseQuery } from "@/lib/http/server";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";
import { suggestBudgetCombos } from "@/lib/restaurants/budget-queries";
import { suggestBuilds } from "@/lib/orders/queries";
import { builderQuerySchema } from "@/lib/orders/schema";

/**
 * GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&netCarbs=: the best combinations of one to three of
 * this restaurant's meals for the targets (sodium a cap in mg, fiber a floor in g and net carbs a cap in g on the
 * sums, each optional), and its best build-your-own orders, `{ combos, builds }` (the meal builder's suggestions);
 * &goal= (closest, the default; protein-per-calorie, high-protein, low-carb, under-500) &lock= &ban= (menu item ids,
 * comma-separated) choose what the orders are best at and the items each holds or none does (lib/orders);
 * 404 for an unknown restaurant.
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
  const query = parseQuery(request, builderQuerySchema);
  if (!query.ok) return query.response;
  const read = async () => {
    const found = await suggestBuilds(id, query.data);
    return found && { combos: found.combos, builds: found.orders };
  };
  return jsonFrom("Meal combinations", read, { cache: CDN_CACHE, missing: RESTAURANT_NOT_FOUND });
}
