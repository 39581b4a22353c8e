import { expect, test } from "./support/test";
import { sql } from "./support/database";

// The site and this test read the same database: names come from it, not from a fixed list.

test("the home page shows the hero and restaurants from the database", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Healthy Restaurants Near You - Find Macro-Friendly Meals" }),
  ).toBeVisible();
  const names = new Set((await sql`select name from public.restaurants`).map((row) => row.name as string));
  const cards = page.getByRole("region", { name: "Quick Suggestions" }).getByRole("heading", { level: 3 });
  await expect(cards.first()).toBeVisible();
  const shown = await cards.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(names).toContain(name);
});

test("the New York page lists the seeded New York restaurants", async ({ page }) => {
  const rows = await sql`select distinct r.name from public.restaurants r
      join public.locations l on l.restaurant_id = r.id where l.city_id = 'new-york' order by r.name`;
  expect(rows.length).toBeGreaterThan(0);
  const response = await page.goto("/healthy-restaurants/new-york");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
  for (const { name } of rows.slice(0, 5)) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true }).first()).toBeVisible();
  }
});

test("an unknown city is a 404 page", async ({ page }) => {
  const response = await page.goto("/healthy-restaurants/brigadoon");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
