import type postgres from "postgres";
import { inferMealTypes } from "@/lib/nutrition/meal-types";
import type { LabelColumn, MenuRow, RowError } from "./menu-csv";
import { affectedBy, type Affected } from "./revalidate-paths";
import { collapseSpaces, MAX_ADDRESS_LENGTH, placeAddress, Places, type Restaurant } from "./places";

export type ImportReport = {
  citiesCreated: number;
  restaurantsCreated: number;
  mealsCreated: number;
  mealsUpdated: number;
};

export class RowsRejected extends Error {
  constructor(readonly errors: RowError[]) {
    super("rows rejected");
  }
}

const MEAL_FIELDS = ["description", "calories", "protein", "carbs", "fat", "sugar"] as const;
const NUTRITION_FIELDS = ["calories", "protein", "carbs", "fat", "sugar"] as const;
const PROVENANCE_FIELDS = ["source", "source_url", "as_of"] as const;
/** Each label column of the file and the meals' column that keeps it. */
const LABEL_FIELDS = {
  saturated_fat: "saturated_fat_g",
  trans_fat: "trans_fat_g",
  cholesterol: "cholesterol_mg",
  sodium: "sodium_mg",
  fiber: "fiber_g",
  potassium: "potassium_mg",
} as const satisfies Record<LabelColumn, string>;
type LabelField = (typeof LABEL_FIELDS)[LabelColumn];
type MealField = (typeof MEAL_FIELDS)[number] | (typeof PROVENANCE_FIELDS)[number];
type StoredMeal = Record<MealField, string | null> & Record<LabelColumn, string | null>;

/**
 * The columns to change on an existing meal. A blank cell keeps what the meal has. A row's provenance (its own or
 * the file's) replaces the meal's whole; when the nutrition values change and the row gives no source, the
 * meal's recorded source no longer describes them and is cleared (shown as not recorded, never carried over).
 */
function mealChanges(row: MenuRow, meal: StoredMeal) {
  const changes: Partial<Record<MealField | LabelField, string | null>> = {};
  for (const field of MEAL_FIELDS) {
    if (row[field] !== null && row[field] !== meal[field]) changes[field] = row[field];
  }
  for (const [column, field] of labelFields()) {
    if (row[column] !== null && row[column] !== meal[column]) changes[field] = row[column];
  }
  const nutritionChanged =
    NUTRITION_FIELDS.some((field) => field in changes) || labelFields().some(([, field]) => field in changes);
  if (row.source !== null || nutritionChanged) {
    for (const field of PROVENANCE_FIELDS) {
      if (row[field] !== meal[field]) changes[field] = row[field];
    }
  }
  return changes;
}

const labelFields = () => Object.entries(LABEL_FIELDS) as [LabelColumn, LabelField][];

/** The ZIP an address ends with ("…, Boise, ID 83702"), when it is a known ZIP code. */
async function zipOfAddress(tx: postgres.TransactionSql, address: string) {
  const zip = /(?:^|\D)(\d{5})(?:-\d{4})?$/.exec(address)?.[1];
  if (!zip) return null;
  const [centre] = await tx<{ zip: string; latitude: number; longitude: number }[]>`
    select zip, latitude, longitude from public.zip_codes where zip = ${zip}`;
  return centre ?? null;
}

/**
 * Loads checked rows in one transaction. A row whose restaurant has a chain's name (the same public.name_slug)
 * adds to or updates the chain's one menu, unless its kind is `independent`; its city and address place nothing.
 * Any other row is an independent restaurant: the one of that name with a location in the row's city, else a new
 * one placed at the row's address in that city (created when missing and the row gives its state). Meals are
 * matched by name within their menu. Any bad row rolls everything back; the summaries are refreshed in the same
 * transaction, and what changed is returned for the pages to refresh.
 */
export async function importMenus(
  sql: postgres.Sql,
  rows: MenuRow[],
): Promise<{ ok: true; report: ImportReport; affected: Affected } | { ok: false; errors: RowError[] }> {
  const report: ImportReport = { citiesCreated: 0, restaurantsCreated: 0, mealsCreated: 0, mealsUpdated: 0 };
  let affected: Affected = { cities: [], restaurantNames: [] };
  try {
    await sql.begin(async (tx) => {
      const places = new Places(tx);
      const errors: RowError[] = [];
      const changedMenus = new Set<string>();

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
        const restaurant = await places.createIndependent(row.restaurant!, city);
        await tx`insert into public.locations (restaurant_id, city_id, address, zip)
          values (${restaurant.id}, ${city.id}, ${address}, ${centre?.zip ?? null})`;
        changedMenus.add(restaurant.id);
        return restaurant;
      }

      for (const row of rows) {
        const restaurant = await restaurantOf(row);
        if (typeof restaurant === "string") {
          errors.push({ line: row.line, reason: restaurant });
          continue;
        }
        const item = collapseSpaces(row.item!);
        // The label values as text in their shortest form, as the file's were normalized (labelProblem).
        const [meal] = await tx<({ id: string } & StoredMeal)[]>`
          select id, description, calories, protein, carbs, fat, sugar, source, source_url, as_of,
            trim_scale(saturated_fat_g)::text as saturated_fat, trim_scale(trans_fat_g)::text as trans_fat,
            trim_scale(cholesterol_mg)::text as cholesterol, trim_scale(sodium_mg)::text as sodium,
            trim_scale(fiber_g)::text as fiber, trim_scale(potassium_mg)::text as potassium
          from public.meals
          where restaurant_id = ${restaurant.id} and lower(btrim(name)) = lower(${item})
          order by created_at, id limit 1`;
        if (!meal) {
          await tx`insert into public.meals (restaurant_id, name, description, meal_types,
              calories, protein, carbs, fat, sugar, source, source_url, as_of,
              saturated_fat_g, trans_fat_g, cholesterol_mg, sodium_mg, fiber_g, potassium_mg)
            values (${restaurant.id}, ${item}, ${row.description}, ${inferMealTypes(item)},
              ${row.calories}, ${row.protein}, ${row.carbs}, ${row.fat}, ${row.sugar},
              ${row.source}, ${row.source_url}, ${row.as_of},
              ${row.saturated_fat}, ${row.trans_fat}, ${row.cholesterol}, ${row.sodium}, ${row.fiber},
              ${row.potassium})`;
          report.mealsCreated += 1;
          changedMenus.add(restaurant.id);
          continue;
        }
        // Only real differences count as an update.
        const changes = mealChanges(row, meal);
        if (Object.keys(changes).length === 0) continue;
        await tx`update public.meals set ${tx(changes)} where id = ${meal.id}`;
        report.mealsUpdated += 1;
        changedMenus.add(restaurant.id);
      }
      if (errors.length) throw new RowsRejected(errors);
      report.citiesCreated = places.citiesCreated;
      report.restaurantsCreated = places.restaurantsCreated;
      affected = await affectedBy(tx, { menus: [...changedMenus] });
      // The listings read materialized views: recompute them with the new catalogue, in the same transaction
      // (a file that changes nothing leaves them as they are).
      if (changedMenus.size > 0 || places.citiesCreated > 0)
        await tx`select public.refresh_catalogue_summaries()`;
    });
  } catch (error) {
    if (error instanceof RowsRejected) return { ok: false, errors: error.errors };
    throw error;
  }
  return { ok: true, report, affected };
}
