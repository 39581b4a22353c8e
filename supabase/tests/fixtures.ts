import { createHash, randomUUID } from "node:crypto";
import type postgres from "postgres";
import type { TestDatabase } from "@/test/database";

type MealRow = {
  name: string;
  protein?: string | null;
  carbs?: string | null;
  fat?: string | null;
  sugar?: string | null;
  calories?: string | null;
  meal_types?: string[];
};

/**
 * A city of its own with one independent restaurant (its own menu, one location there) and the given meals, so
 * threshold tests see only what they made.
 */
export async function makeCity(sql: postgres.Sql, id: string, meals: MealRow[]) {
  const name = id.replace(
    /(^|-)(\w)/g,
    (_, dash: string, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`,
  );
  await sql`insert into public.cities (id, name, state) values (${id}, ${name}, 'ZZ')`;
  const [restaurant] =
    await sql`insert into public.restaurants (name) values (${`${name} Grill`}) returning id`;
  await sql`insert into public.locations (restaurant_id, city_id, address)
    values (${restaurant!.id}, ${id}, ${`1 Main St, ${name}, ZZ 99999`})`;
  for (const meal of meals) {
    await sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories, meal_types)
      values (${restaurant!.id}, ${meal.name}, ${meal.protein ?? null}, ${meal.carbs ?? null}, ${meal.fat ?? null},
              ${meal.sugar ?? null}, ${meal.calories ?? null}, ${meal.meal_types ?? []})`;
  }
  // The lists read each menu's highlights and each city's size from the summaries an import refreshes.
  await sql`refresh materialized view public.restaurant_highlights`;
  await sql`refresh materialized view public.restaurant_places`;
  await sql`refresh materialized view public.city_stats`;
  return { cityName: name, restaurantId: restaurant!.id as string };
}

type Place = {
  name: string;
  cityId: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  zip?: string | null;
  isChain?: boolean;
  tags?: string[];
  meals?: MealRow[];
};

/**
 * A restaurant at a place: a new restaurant (its own menu of the given meals) with one location in an existing
 * city. The summaries are left as they are: refresh those the test reads (refreshSummaries).
 */
export async function addRestaurantAt(sql: postgres.Sql, place: Place) {
  const [restaurant] = await sql`insert into public.restaurants (name, is_chain, tags)
    values (${place.name}, ${place.isChain ?? false}, ${place.tags ?? []}) returning id`;
  const locationId = await addLocation(sql, restaurant!.id as string, place);
  for (const meal of place.meals ?? []) {
    await sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories, meal_types)
      values (${restaurant!.id}, ${meal.name}, ${meal.protein ?? null}, ${meal.carbs ?? null}, ${meal.fat ?? null},
              ${meal.sugar ?? null}, ${meal.calories ?? null}, ${meal.meal_types ?? []})`;
  }
  return { restaurantId: restaurant!.id as string, locationId };
}

/** One more location of a restaurant, in an existing city; returns its id. */
export async function addLocation(
  sql: postgres.Sql,
  restaurantId: string,
  place: Omit<Place, "name" | "isChain" | "tags" | "meals">,
) {
  const [location] =
    await sql`insert into public.locations (restaurant_id, city_id, address, latitude, longitude, zip)
    values (${restaurantId}, ${place.cityId}, ${place.address ?? `${randomUUID()} Main St`}, ${place.latitude ?? null},
            ${place.longitude ?? null}, ${place.zip ?? null}) returning id`;
  return location!.id as string;
}

/** The summaries an import refreshes, refreshed. */
export const refreshSummaries = (sql: postgres.Sql) => sql`select public.refresh_catalogue_summaries()`;

/** A point `miles` due north of a position, by the haversine of public.miles_between (a sphere of 3958.8 miles). */
export const milesNorth = (latitude: number, miles: number) => latitude + (miles / 3958.8) * (180 / Math.PI);

export const mealNames = (restaurants: { meals: { name: string }[] }[]) =>
  restaurants.flatMap((r) => r.meals.map((m) => m.name)).sort();

/** find_meals_by_macros as the site calls it (role anon), with no targets but those given. */
export const findMeals = async <Result>(db: TestDatabase, args: Record<string, unknown>) =>
  (await db.api.call("find_meals_by_macros", {
    protein_target: null,
    carbs_target: null,
    fat_target: null,
    calories_target: null,
    sugar_max: null,
    ...args,
  } as never)) as Result;

/** A client's key as the server makes it (an HMAC-SHA256 digest, 64 hex digits). */
export const clientKey = (label: string) => createHash("sha256").update(label).digest("hex");

/** A submit function as the site's server calls it (role service_role): only it may pass a client key. */
export const callAsServer = (db: TestDatabase, fn: string, args: Record<string, string | number | null>) =>
  db.api.call(fn, args, "server");
