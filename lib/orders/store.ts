// Storing the parts chains' best orders again after their menus changed, in one place for every write to the
// catalogue (npm run db:import, a review-desk approval; the seed writes its own, scripts/seed/orders.ts): the
// database marks each chain whose parts changed (public.order_menus_due, by triggers on meals, which also keep every
// stored order's numbers its parts' sum at once); this reads each marked chain's parts, finds its orders and stores
// them (public.store_orders, which clears the mark).
import { z } from "zod";
import { chainFormatsFor, partsOf } from "./formats";
import { menuParts, orderMenuSchema } from "./schema";
import { storedOrders } from "./stored";

/** Calls a SQL function with named arguments and returns its result: in the import's transaction, or as the server. */
export type OrderCall = (
  fn: "order_menus_due" | "order_menu" | "store_orders",
  args: Record<string, string>,
) => Promise<unknown>;

const dueSchema = z.array(z.object({ restaurant_id: z.guid(), name: z.string() }));

/** Finds and stores the orders of every chain whose parts changed; how many orders those chains have now. */
export async function storeDueOrders(call: OrderCall): Promise<number> {
  const due = dueSchema.parse(await call("order_menus_due", {}));
  let stored = 0;
  for (const { restaurant_id: restaurantId, name } of due) {
    const chain = chainFormatsFor(name);
    let orders: ReturnType<typeof storedOrders> = [];
    if (chain) {
      const menu = orderMenuSchema.parse(await call("order_menu", { restaurant_id_param: restaurantId }));
      orders = storedOrders(chain, partsOf(chain, menuParts(menu)));
    }
    // A menu not built at a counter stores none, which clears its mark.
    const count = await call("store_orders", {
      restaurant_id_param: restaurantId,
      orders_json: JSON.stringify(orders),
    });
    stored += Number(count);
  }
  return stored;
}
