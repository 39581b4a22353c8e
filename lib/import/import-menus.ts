import type postgres from "postgres";
import { z } from "zod";
import { MENU_MACROS } from "@/lib/nutrition/macro-value";
import { LABEL_COLUMNS, type MenuRow, type RowError } from "./menu-csv";
import { storeDueOrders } from "@/lib/orders/store";
import { menusChanged, regenerateDownloads, type DownloadsReport } from "@/lib/downloads/generate";
import { callsIn } from "@/lib/downloads/transaction";
import { affectedBy, type Affected } from "./refresh-site";
import { MAX_ADDRESS_LENGTH, placeAddress, Places, type Restaurant } from "./places";

export type ImportReport = {
  citiesCreated: number;
  restaurantsCreated: number;
  mealsCreated: number;
  mealsUpdated: number;
  /** Items of a replaced menu that the file no longer lists. */
  mealsRemoved: number;
  /** The stored orders of the parts chains whose menus changed, found again. */
  ordersStored: number;
};

export class RowsRejected extends Error {
  constructor(readonly errors: RowError[]) {
    super("rows rejected");
  }
}

/** The values of a row that describe its meal, by the names catalogue_put_meal takes (blank: keep the meal's). */
const MEAL_VALUES = [
  "size",
  "slot",
  "description",
  ...MENU_MACROS,
  ...LABEL_COLUMNS,
] as const satisfies readonly (keyof MenuRow)[];

/** The known ZIP code an address ends with ("…, Boise, ID 83702") and its centre, or null. */
async function zipOfAddress(tx: postgres.TransactionSql, address: string) {
  const [centre] = await tx<{ zip: string; latitude: number; longitude: number }[]>`
    select zip, latitude, longitude from public.address_zip(${address})`;
  return centre ?? null;
}

/**
 * Loads checked rows in one transaction. A row whose restaurant has a chain's name (the same public.name_slug)
 * adds to or updates the chain's one menu, unless its kind is `independent`; its city and address place nothing.
 * Any other row is an independent restaurant: the one of that name with a location in the row's city, else a new
 * one placed at the row's address in that city (created when missing and the row gives its state). Meals are
 * matched by name within their menu (a sized row by '<item> — <size>'). With `replace`, each menu the file names
 * becomes the file's rows whole (a newer dated document replacing the older): its items the file does not list are
 * removed. Any bad row rolls everything back; the summaries and the bulk files of what changed are refreshed in
 * the same transaction, and what changed is returned for the pages to refresh.
 */
export async function importMenus(
  sql: postgres.Sql,
  rows: MenuRow[],
  options: { replace?: boolean } = {},
): Promise<
  | { ok: true; report: ImportReport; affected: Affected; downloads: DownloadsReport | null }
  | { ok: false; errors: RowError[] }
> {
  const report: ImportReport = {
    citiesCreated: 0,
    restaurantsCreated: 0,
    mealsCreated: 0,
    mealsUpdated: 0,
    mealsRemoved: 0,
    ordersStored: 0,
  };
  let affected: Affected = { cities: [], restaurantNames: [] };
  let downloads: DownloadsReport | null = null;
  try {
    await sql.begin(async (tx) => {
      const places = new Places(tx);
      const errors: RowError[] = [];
      const changedMenus = new Set<string>();
      // With `replace`, each menu the file names is the file's rows whole: what it no longer lists goes.
      const listed = new Map<string, string[]>();

      async function restaurantOf(row: MenuRow): Promise<Restaurant | string> {
        const chain = await places.chain(row.restaurant!);
        if (row.kind === "chain" && !chain) return `no chain is named '${row.restaurant}' (kind chain)`;
        if (chain && row.kind !== "independent") return chain;
        const address = row.address === null ? null : placeAddress(row.address);
        const centre = address ? await zipOfAddress(tx, address) : null;
        const city = await places.city(row.city!, row.state, centre);
        if ("error" in city) return city.error;
        const known = await places.independent(row.restaurant!, city);
        if (known) return known;
        if (!address) return `missing address: a new restaurant is placed at its address in ${row.city}`;
        if (address.length > MAX_ADDRESS_LENGTH)
          return `address is longer than ${MAX_ADDRESS_LENGTH} characters`;
        const restaurant = await places.createIndependent(row.restaurant!, city, address);
        changedMenus.add(restaurant.id);
        return restaurant;
      }

      for (const row of rows) {
        const restaurant = await restaurantOf(row);
        if (typeof restaurant === "string") {
          errors.push({ line: row.line, reason: restaurant });
          continue;
        }
        // The one write of a meal, the review desk's too (supabase/migrations/20261126001100_review_desk.sql).
        const values = {
          ...Object.fromEntries(MEAL_VALUES.map((field) => [field, row[field]])),
          kind: row.item_kind,
        };
        const [put] = await tx<{ meal_id: string; outcome: "created" | "updated" | "unchanged" }[]>`
          select meal_id, outcome from public.catalogue_put_meal(${restaurant.id}, ${row.item}, ${tx.json(values)},
            ${row.source}, ${row.source_url}, ${row.as_of})`;
        listed.set(restaurant.id, [...(listed.get(restaurant.id) ?? []), put!.meal_id]);
        if (put!.outcome === "unchanged") continue;
        if (put!.outcome === "created") report.mealsCreated += 1;
        else report.mealsUpdated += 1;
        changedMenus.add(restaurant.id);
      }
      if (errors.length) throw new RowsRejected(errors);
      if (options.replace) {
        for (const [restaurantId, kept] of listed) {
          const removed = await tx`delete from public.meals
            where restaurant_id = ${restaurantId} and not (id = any(${kept}::uuid[]))`;
          report.mealsRemoved += removed.count;
          if (removed.count > 0) changedMenus.add(restaurantId);
        }
      }
      // A parts chain whose menu changed has its best orders found again (lib/orders/store.ts).
      const calls = callsIn(tx);
      report.ordersStored = await storeDueOrders((fn, args) => calls.write(fn, args, z.unknown()));
      report.citiesCreated = places.citiesCreated;
      report.restaurantsCreated = places.restaurantsCreated;
      affected = await affectedBy(tx, { menus: [...changedMenus] });
      // The listings read materialized views: recompute them with the new catalogue, in the same transaction
      // (a file that changes nothing leaves them as they are).
      if (changedMenus.size > 0 || places.citiesCreated > 0)
        await tx`select public.refresh_catalogue_summaries()`;
      // The bulk files of the changed menus, stored as this transaction commits (lib/downloads/generate.ts). A
      // restaurant it places has no source, so the places' files (only sources granting reuse) stay as they are.
      if (changedMenus.size > 0)
        downloads = await regenerateDownloads(callsIn(tx), menusChanged({ ids: [...changedMenus] }));
    });
  } catch (error) {
    if (error instanceof RowsRejected) return { ok: false, errors: error.errors };
    throw error;
  }
  return { ok: true, report, affected, downloads };
}
