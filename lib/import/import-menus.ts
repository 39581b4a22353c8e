import type postgres from "postgres";
import { inferMealTypes } from "@/lib/nutrition/meal-types";
import type { MenuRow, RowError } from "./menu-csv";

export type ImportReport = {
  citiesCreated: number;
  restaurantsCreated: number;
  restaurantsUpdated: number;
  mealsCreated: number;
  mealsUpdated: number;
};

const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

class RowsRejected extends Error {
  constructor(readonly errors: RowError[]) {
    super("rows rejected");
  }
}

const MEAL_FIELDS = ["description", "calories", "protein", "carbs", "fat", "sugar"] as const;
const NUTRITION_FIELDS = ["calories", "protein", "carbs", "fat", "sugar"] as const;
const PROVENANCE_FIELDS = ["source", "source_url", "as_of"] as const;
type MealField = (typeof MEAL_FIELDS)[number] | (typeof PROVENANCE_FIELDS)[number];

/**
 * The columns to change on an existing meal. A blank cell keeps what the meal has. A row's provenance (its own or
 * the file's) replaces the meal's whole; when the nutrition values change and the row gives no source, the
 * meal's recorded source no longer describes them and is cleared (shown as not recorded, never carried over).
 */
function mealChanges(row: MenuRow, meal: Record<MealField, string | null>) {
  const changes: Partial<Record<MealField, string | null>> = {};
  for (const field of MEAL_FIELDS) {
    if (row[field] !== null && row[field] !== meal[field]) changes[field] = row[field];
  }
  const nutritionChanged = NUTRITION_FIELDS.some((field) => field in changes);
  if (row.source !== null || nutritionChanged) {
    for (const field of PROVENANCE_FIELDS) {
      if (row[field] !== meal[field]) changes[field] = row[field];
    }
  }
  return changes;
}

/**
 * Loads checked rows in one transaction: cities by name (created when a state is given), restaurants by name
 * within their city, meals by name within their restaurant. Any bad row rolls everything back.
 */
export async function importMenus(
  sql: postgres.Sql,
  rows: MenuRow[],
): Promise<{ ok: true; report: ImportReport } | { ok: false; errors: RowError[] }> {
  const report: ImportReport = {
    citiesCreated: 0,
    restaurantsCreated: 0,
    restaurantsUpdated: 0,
    mealsCreated: 0,
    mealsUpdated: 0,
  };
  try {
    await sql.begin(async (tx) => {
      const cities = new Map<string, string | null>();
      const restaurants = new Map<string, string>();
      const errors: RowError[] = [];

      async function cityId(row: MenuRow) {
        const key = `${row.city!.toLowerCase()}|${row.state?.toLowerCase() ?? ""}`;
        if (cities.has(key)) return cities.get(key)!;
        const [found] = await tx<{ id: string }[]>`select id from public.cities
          where lower(name) = lower(${row.city}) and (${row.state}::text is null or lower(state) = lower(${row.state}))
          order by id limit 1`;
        let id = found?.id ?? null;
        if (!id && row.state) {
          const base = slugify(row.city!) || "city";
          const [taken] = await tx`select 1 from public.cities where id = ${base}`;
          id = taken ? `${base}-${slugify(row.state)}` : base;
          await tx`insert into public.cities (id, name, state) values (${id}, ${row.city}, ${row.state.toUpperCase()})`;
          report.citiesCreated += 1;
        }
        cities.set(key, id);
        return id;
      }

      async function restaurantId(row: MenuRow, city: string) {
        const key = `${city}|${row.restaurant!.trim().toLowerCase()}`;
        const known = restaurants.get(key);
        if (known) return known;
        const [found] = await tx<{ id: string }[]>`select id from public.restaurants
          where city_id = ${city} and lower(btrim(name)) = lower(btrim(${row.restaurant}))
          order by created_at, id limit 1`;
        let id = found?.id;
        if (!id) {
          const [created] = await tx<{ id: string }[]>`insert into public.restaurants (city_id, name, address)
            values (${city}, ${row.restaurant}, ${row.address}) returning id`;
          id = created!.id;
          report.restaurantsCreated += 1;
        } else if (row.address) {
          const changed = await tx`update public.restaurants set address = ${row.address}
            where id = ${id} and address is distinct from ${row.address} returning id`;
          report.restaurantsUpdated += changed.length;
        }
        restaurants.set(key, id);
        return id;
      }

      for (const row of rows) {
        const city = await cityId(row);
        if (!city) {
          errors.push({ line: row.line, reason: `unknown city '${row.city}': add its state to create it` });
          continue;
        }
        const restaurant = await restaurantId(row, city);
        const [meal] = await tx<({ id: string } & Record<MealField, string | null>)[]>`
          select id, description, calories, protein, carbs, fat, sugar, source, source_url, as_of from public.meals
          where restaurant_id = ${restaurant} and lower(btrim(name)) = lower(btrim(${row.item}))
          order by created_at, id limit 1`;
        if (!meal) {
          await tx`insert into public.meals (restaurant_id, name, description, meal_types,
              calories, protein, carbs, fat, sugar, source, source_url, as_of)
            values (${restaurant}, ${row.item}, ${row.description}, ${inferMealTypes(row.item!)},
              ${row.calories}, ${row.protein}, ${row.carbs}, ${row.fat}, ${row.sugar},
              ${row.source}, ${row.source_url}, ${row.as_of})`;
          report.mealsCreated += 1;
          continue;
        }
        // Only real differences count as an update.
        const changes = mealChanges(row, meal);
        if (Object.keys(changes).length === 0) continue;
        await tx`update public.meals set ${tx(changes)} where id = ${meal.id}`;
        report.mealsUpdated += 1;
      }
      if (errors.length) throw new RowsRejected(errors);
      // The listings read materialized views: recompute them with the new catalogue, in the same transaction.
      await tx`select public.refresh_catalogue_summaries()`;
    });
  } catch (error) {
    if (error instanceof RowsRejected) return { ok: false, errors: error.errors };
    throw error;
  }
  return { ok: true, report };
}
