import "server-only";
import { rpc } from "@/lib/backend/rpc";
import { COMBO_COUNT } from "@/lib/meal-builder/combos";
import { listMealsByIds } from "@/lib/restaurants/queries";
import type { MealCombo } from "@/lib/restaurants/schema";
import { chainFormatsFor, partsOf } from "./formats";
import { targetDistance, type Limits, type OrderGoal, type Targets } from "./goals";
import { menuParts, orderMenuSchema } from "./schema";
import { searchOrders } from "./search";

export type OrderRequest = {
  goal: OrderGoal;
  targets: Targets;
  limits: Limits;
  lock: string[];
  ban: string[];
};

/**
 * The restaurant's best build-your-own orders for a goal, found exactly over its chain's order formats
 * (lib/orders/formats.ts), with the locked items in every order and the banned ones in none, as combinations of its
 * items: [] for a menu that is not built at a counter, null for an unknown restaurant.
 */
export async function suggestOrders(
  restaurantId: string,
  request: OrderRequest,
  limit = COMBO_COUNT,
): Promise<MealCombo[] | null> {
  const menu = await rpc("order_menu", { restaurant_id_param: restaurantId }, orderMenuSchema.nullable());
  if (!menu) return null;
  const chain = chainFormatsFor(menu.name);
  if (!chain) return [];
  const parts = partsOf(chain, menuParts(menu));
  const builds = searchOrders(chain.formats, parts, { ...request, limit });
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
