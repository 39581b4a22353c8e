import { createHash } from "node:crypto";
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

/** A city of its own with one restaurant and the given meals, so threshold tests see only what they made. */
export async function makeCity(sql: postgres.Sql, id: string, meals: MealRow[]) {
  const name = id.replace(
    /(^|-)(\w)/g,
    (_, dash: string, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`,
  );
  await sql`insert into public.cities (id, name, state) values (${id}, ${name}, 'ZZ')`;
  const [restaurant] = await sql`insert into public.restaurants (city_id, name, address)
    values (${id}, ${`${name} Grill`}, ${`1 Main St, ${name}, ZZ 99999`}) returning id`;
  for (const meal of meals) {
    await sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories, meal_types)
      values (${restaurant!.id}, ${meal.name}, ${meal.protein ?? null}, ${meal.carbs ?? null}, ${meal.fat ?? null},
              ${meal.sugar ?? null}, ${meal.calories ?? null}, ${meal.meal_types ?? []})`;
  }
  return { cityName: name, restaurantId: restaurant!.id as string };
}

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
