import "server-only";
import { rpc } from "@/lib/backend/rpc";
import { COMBO_COUNT } from "@/lib/meal-builder/combos";
import { listMealsByIds, suggestMealCombos } from "@/lib/restaurants/queries";
import type { MealCombo } from "@/lib/restaurants/schema";
import { chainFormatsFor, partsOf } from "./formats";
import { targetDistance, type Limits, type OrderGoal, type Targets } from "./goals";
import { menuParts, orderMenuSchema, type BuilderQuery } from "./schema";
import { searchOrders, SearchTooLong } from "./search";

/** The most steps a builder's search may take per format (about a second of one core): a search that needs more
 * answers no build rather than a guess (measured: Subway's closest builds for four targets and a sugar cap). */
const SEARCH_STEPS = 2_000_000;

type OrderRequest = {
  goal: OrderGoal;
  targets: Targets;
  limits: Limits;
  lock: string[];
  ban: string[];
};

/**
 * The restaurant's best build-your-own orders for a goal (closest: the best of all formats; another goal: the best
 * of each format), found exactly over its chain's order formats
 * (lib/orders/formats.ts), with the locked items in every order and the banned ones in none, as combinations of its
 * items: [] for a menu that is not built at a counter, null for an unknown restaurant.
 */
async function suggestOrders(
  restaurantId: string,
  request: OrderRequest,
  limit = COMBO_COUNT,
): Promise<MealCombo[] | null> {
  const menu = await rpc("order_menu", { restaurant_id_param: restaurantId }, orderMenuSchema.nullable());
  if (!menu) return null;
  const chain = chainFormatsFor(menu.name);
  if (!chain) return [];
  const parts = partsOf(chain, menuParts(menu));
  // For a goal other than the closest, the best order of each format (the menu's own choices: a bowl, a burrito…),
  // best first; each is exact, and a part that never helps the goal is not walked.
  const search = () =>
    request.goal === "closest"
      ? searchOrders(chain.formats, parts, { ...request, limit, steps: SEARCH_STEPS })
      : chain.formats
          .flatMap((format) => searchOrders([format], parts, { ...request, limit: 1, steps: SEARCH_STEPS }))
          .sort((a, b) => a.score - b.score || a.picks.length - b.picks.length)
          .slice(0, limit);
  let builds;
  try {
    builds = search();
  } catch (error) {
    if (error instanceof SearchTooLong) return [];
    throw error;
  }
  if (builds.length === 0) return [];
  const ids = [...new Set(builds.flatMap((build) => build.picks.map((pick) => pick.part.id)))];
  // list_meals_by_ids reads 50 ids a call.
  const chunks = Array.from({ length: Math.ceil(ids.length / 50) }, (_, at) =>
    ids.slice(at * 50, at * 50 + 50),
  );
  const found = await Promise.all(chunks.map((chunk) => listMealsByIds(chunk)));
  const meals = new Map(found.flat().map((meal) => [meal.id, meal]));
  return builds.flatMap((build) => {
    const items = build.picks.map((pick) => ({ meal: meals.get(pick.part.id), quantity: pick.quantity }));
    if (items.some((item) => !item.meal)) return [];
    const [protein, carbs, fat, calories, sugar] = build.totals as [number, number, number, number, number];
    return [
      {
        items: items.map(({ meal, quantity }) => ({ meal: meal!, quantity })),
        // Sugar a part does not publish counts as none, as the combinations count it.
        totals: { protein, carbs, fat, calories, sugar: Number.isNaN(sugar) ? 0 : sugar },
        distance: Math.round(targetDistance(build.totals, request.targets) * 1e4) / 1e4,
      },
    ];
  });
}

/**
 * The meal builder's suggestions at a restaurant for a query: its best combinations of one to three listed meals
 * (suggest_meal_combos) and its best build-your-own orders (suggestOrders, [] where none is built); null for an
 * unknown restaurant. The site's builder and the public API both answer this.
 */
export async function suggestBuilds(restaurantId: string, query: BuilderQuery) {
  const { goal, lock, ban, ...targets } = query;
  const [combos, orders] = await Promise.all([
    suggestMealCombos(restaurantId, targets),
    suggestOrders(restaurantId, {
      goal,
      lock,
      ban,
      targets: {
        protein: targets.protein,
        carbs: targets.carbs,
        fat: targets.fat,
        calories: targets.calories,
      },
      limits: {
        sugar: targets.sugar,
        sodium: targets.sodium ?? null,
        fiber: targets.fiber ?? null,
        netCarbs: targets.netCarbs ?? null,
      },
    }),
  ]);
  return combos && { combos, orders: orders ?? [] };
}
