import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { sql } from "./support/database";

// Unknown is not a verdict: a meal whose menu gives no calorie figure gets no portion advice, never "Perfect single
// serving". The seed's menus all give calories, so the test adds such a meal to a restaurant of its own and removes
// both afterwards.
test("a meal without a calorie figure gets no portion verdict", async ({ page }) => {
  const name = `Uncounted Kitchen ${randomBytes(4).toString("hex")}`;
  const [restaurant] = await sql`insert into public.restaurants (name) values (${name}) returning id`;
  try {
    await sql`insert into public.locations (restaurant_id, city_id, address)
      values (${restaurant!.id}, 'chicago', '1 Test Street')`;
    await sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar)
      values (${restaurant!.id}, 'Uncounted Plate', '30', '20', '10', '2')`;
    await page.goto(`/?restaurant=${restaurant!.id as string}`);
    const dialog = page.getByRole("dialog", { name });
    const meal = dialog
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Uncounted Plate", exact: true }) })
      .first();
    await meal.getByRole("tab", { name: "Portion Guide" }).click();
    await expect(meal.getByText(/^No portion advice without a calorie figure/)).toBeVisible();
    await expect(meal.getByText(/Perfect single serving/)).toHaveCount(0);
  } finally {
    await sql`delete from public.restaurants where id = ${restaurant!.id}`;
  }
});
