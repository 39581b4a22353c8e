// The meal builder's restaurant picker, as a visitor uses it: the first restaurant on offer (by name) with at least
// a given number of meals, and that restaurant's meals as the database has them.
import { expect, type Page } from "./test";
import { sql } from "./database";

export type MealRow = {
  id: string;
  name: string;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
  sugar_g: number;
  calories_kcal: number;
};

export async function pickRestaurantWithMeals(page: Page, minMeals: number) {
  const picker = page.getByLabel("Restaurant", { exact: true });
  await expect(picker).toBeEnabled();
  const ids = await picker
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const [row] =
    await sql`select r.id from public.restaurants r where r.id = any(${ids.filter(Boolean)}::uuid[])
    and (select count(*) from public.meals m where m.restaurant_id = r.id and m.role = 'meal') >= ${minMeals}
    order by r.name limit 1`;
  await picker.selectOption(row!.id as string);
  const meals =
    (await sql`select id, name, protein_g::float8, carbs_g::float8, fat_g::float8, sugar_g::float8,
    calories_kcal::float8 from public.meals where restaurant_id = ${row!.id} and role = 'meal'
    order by name, id`) as unknown as MealRow[];
  return meals;
}
