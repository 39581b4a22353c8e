// The seed's stored orders: each parts chain's best orders for the common goals (lib/orders/stored.ts), found over
// its seeded rows and written as calls of public.store_orders, which makes each a meal whose numbers are the sum of
// its parts. A part whose numbers the database finds implausible stops the load (22023), never silently.
import { chainFormatsFor, partsOf } from "../../lib/orders/formats";
import { itemPart } from "../../lib/orders/real-menus";
import { storedOrders } from "../../lib/orders/stored";
import type { SeedData } from "./build-rows";
import { literal } from "./sql";

/** `select public.store_orders(...)` for each seeded parts chain, and how many orders they store. */
export function ordersSql(data: SeedData): { sql: string; count: number } {
  let count = 0;
  const statements = data.restaurants.flatMap((restaurant) => {
    const chain = chainFormatsFor(restaurant.name);
    if (!chain) return [];
    const rows = partsOf(
      chain,
      data.meals.filter((meal) => meal.restaurantId === restaurant.id),
    );
    const orders = storedOrders(
      chain,
      rows.map((row) => itemPart(row, row.id)),
    );
    count += orders.length;
    return [`select public.store_orders(${literal(restaurant.id)}, ${literal(JSON.stringify(orders))});\n`];
  });
  return { sql: statements.join(""), count };
}
