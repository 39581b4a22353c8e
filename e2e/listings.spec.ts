import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { escapeRegExp } from "./support/menu-pages";

test("each meal-type landing has its call to action, and other types are 404", async ({ page }) => {
  const expected: Record<string, [string, string]> = {
    breakfast: ["Find High-Protein Breakfast", "/high-protein-breakfast"],
    lunch: ["Explore Lunch Options", "/restaurants/lunch"],
    dinner: ["Discover Dinner Meals", "/restaurants/dinner"],
  };
  for (const [type, [label, href]] of Object.entries(expected)) {
    await page.goto(`/restaurants/meal-type/${type}`);
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  expect((await page.goto("/restaurants/meal-type/brunch"))?.status()).toBe(404);
  expect((await page.goto("/restaurants/everything"))?.status()).toBe(404);
});

test("the keto-friendly listing states its rule and lists the tagged restaurants", async ({ page }) => {
  const rows = await sql`select count(distinct public.name_slug(r.name))::int as n from public.restaurants r
    join public.meals m on m.restaurant_id = r.id where 'keto-friendly' = any (r.tags) and m.protein_g > 30`;
  await page.goto("/restaurants/keto-friendly");
  await expect(page.getByRole("heading", { level: 1, name: "Keto-Friendly Restaurants" })).toBeVisible();
  await expect(page.getByText(/over 30 g of protein/)).toBeVisible();
  // 15 restaurants to a page: every one of them is on one of the listing's pages.
  let listed = 0;
  for (;;) {
    listed += await page.getByRole("main").getByRole("heading", { level: 2 }).count();
    const next = page.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(
      page.getByRole("heading", { level: 1, name: /^Keto-Friendly Restaurants \(Page \d+\)$/ }),
    ).toBeVisible();
  }
  expect(listed).toBe(rows[0]!.n);
});

test("a restaurant's nutrition table sorts by protein and shows missing values as N/A", async ({ page }) => {
  const [chain] = await sql`select public.name_slug(r.name) as slug, m.category from public.restaurants r
    join public.meals m on m.restaurant_id = r.id where m.kind = 'meal' and m.category is not null
    group by 1, 2 order by count(*) desc limit 1`;
  await page.goto(`/restaurant-nutrition/${chain!.slug}`);
  // The menu's largest category of meals, on its own page.
  await page
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(chain!.category as string)}\\s*\\d+ items$`) })
    .click();
  const table = page.getByRole("table", {
    name: new RegExp(`: ${escapeRegExp(chain!.category as string)}$`),
  });
  await table.getByRole("button", { name: "Protein (g)" }).click();
  await expect(table.getByRole("columnheader", { name: "Protein (g)" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const protein = await table.locator("tbody tr td:nth-of-type(1)").allTextContents();
  const known = protein.filter((v) => v !== "N/A").map(Number);
  expect(known).toEqual([...known].sort((a, b) => b - a));
  expect(protein.slice(known.length).every((v) => v === "N/A")).toBe(true);
  expect(protein.every((v) => v === "N/A" || !Number.isNaN(Number(v)))).toBe(true);
});

test("a restaurant that does not exist is 404", async ({ page }) => {
  expect((await page.goto("/restaurant-nutrition/no-such-restaurant"))?.status()).toBe(404);
});

test("the intro page leads to the cities", async ({ page }) => {
  await page.goto("/restaurant-nutrition-facts");
  await page.getByRole("link", { name: "Browse restaurants by city" }).click();
  await expect(page).toHaveURL(/\/cities$/);
});
