import { budgetOf } from "@/lib/budget/budget";
import { mealBudgetQuerySchema } from "@/lib/budget/schema";
import { CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { mealMatchQuerySchema } from "@/lib/macro-calculator/schema";
import { findMealsWithinBudget } from "@/lib/restaurants/budget-queries";
import { findMealsByMacros } from "@/lib/restaurants/queries";

/**
 * GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&netCarbs=&location=&offset=&sort=: one page of meals
 * matching the targets (sodium a cap in mg, fiber a floor in g, net carbs a cap in g, each optional), closest first
 * or (sort=protein-per-calorie) most protein per 100 kcal first. The same query always has the same answer, so a
 * CDN keeps it (the widest one, no targets, included).
 *
 * GET ?mode=left&calories=&carbs=&fat=&sugar=&protein=&sodium=&fiber=&netCarbs=&location=&offset=: the budget
 * mode, the meals that fit what is left (caps, and protein and fiber as floors), most protein first; the same
 * answer's shape.
 */
export async function GET(request: Request) {
  if (new URL(request.url).searchParams.has("mode")) return budgetMatch(request);
  const query = parseQuery(request, mealMatchQuerySchema);
  if (!query.ok) return query.response;
  const { location, offset, sort, sodium, fiber, netCarbs, drinks, ...targets } = query.data;
  return jsonFrom(
    "Meals by macros",
    () =>
      findMealsByMacros(targets, {
        location,
        offset,
        limit: RESULTS_PAGE_SIZE,
        sort,
        sodium,
        fiber,
        netCarbs,
        drinks,
      }),
    {
      cache: CDN_CACHE,
    },
  );
}

function budgetMatch(request: Request) {
  const query = parseQuery(request, mealBudgetQuerySchema);
  if (!query.ok) return query.response;
  const { location, offset } = query.data;
  return jsonFrom(
    "Meals within a budget",
    () => findMealsWithinBudget(budgetOf(query.data), { location, offset, limit: RESULTS_PAGE_SIZE }),
    { cache: CDN_CACHE },
  );
}
