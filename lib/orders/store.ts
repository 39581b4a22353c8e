// Storing a parts chain's best orders after its menu changed (npm run db:import; the seed writes its own,
// scripts/seed/orders.ts): read its parts, find the orders, and store them as meals in the same transaction.
import type postgres from "postgres";
import { chainFormatsFor, partsOf } from "./formats";
import { menuParts, orderMenuSchema } from "./schema";
import { storedOrders } from "./stored";

/** Replaces the restaurant's stored orders; how many it has now, or null for a menu not built at a counter. */
export async function storeChainOrders(
  sql: postgres.Sql | postgres.TransactionSql,
  restaurantId: string,
): Promise<number | null> {
  const [row] = await sql`select public.order_menu(${restaurantId}) as menu`;
  const menu = orderMenuSchema.nullable().parse(row?.menu ?? null);
  const chain = menu && chainFormatsFor(menu.name);
  if (!menu || !chain) return null;
  const orders = storedOrders(chain, partsOf(chain, menuParts(menu)));
  const [stored] = await sql`select public.store_orders(${restaurantId}, ${sql.json(orders)}) as count`;
  return Number(stored!.count);
}
