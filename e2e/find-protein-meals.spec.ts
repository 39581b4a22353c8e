import { expect, test } from "./support/test";
import { sql } from "./support/database";

test("starts with a prompt to choose a city", async ({ page }) => {
  await page.goto("/find-protein-meals");
  await expect(page.getByRole("heading", { name: "Which city are you eating in?" })).toBeVisible();
});

test("typing a city shows a loading state, then its restaurants with high-protein meals", async ({
  page,
}) => {
  const [row] = await sql`select public.get_high_protein_restaurants('Chicago') as list`;
  const expected = (row!.list as { name: string }[]).map((r) => r.name);
  expect(expected.length).toBeGreaterThan(0);

  // Hold the results until the loading state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/find-protein-meals" && url.searchParams.get("city") === "Chicago",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/find-protein-meals");
  await page.getByRole("textbox", { name: "City" }).fill("Chicago");
  await expect(page.getByRole("status")).toHaveText("Searching for high-protein meals...");
  release();
  await expect(page.getByRole("heading", { level: 2, name: /over 40 g protein in Chicago/ })).toBeVisible();
  for (const name of expected.slice(0, 3)) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true }).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\?city=Chicago$/);
});

test("a city without results says so", async ({ page }) => {
  await page.goto("/find-protein-meals");
  await page.getByRole("textbox", { name: "City" }).fill("Brigadoon");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No high-protein meals found in Brigadoon" })).toBeVisible();
});

test("works as a plain form before JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/find-protein-meals?city=chicago");
  await expect(page.getByRole("heading", { level: 2, name: /over 40 g protein in Chicago/ })).toBeVisible();
  await context.close();
});

test("each restaurant says how many more of its meals pass, and View Meals opens its menu", async ({
  page,
}) => {
  const [row] = await sql`select public.get_high_protein_restaurants('chicago') as list`;
  const list = row!.list as { name: string; meal_total: number; meals: unknown[] }[];
  const total = list.reduce((sum, r) => sum + r.meal_total, 0);
  const more = list.find((r) => r.meal_total > r.meals.length)!;
  expect(more).toBeDefined();
  await page.goto("/find-protein-meals?city=chicago");
  await expect(
    page.getByRole("heading", { level: 2, name: `${total} meals over 40 g protein in Chicago, IL` }),
  ).toBeVisible();
  // Every meal the heading counts is either listed or counted under its restaurant.
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(list.length);
  const card = cards
    .filter({ has: page.getByRole("heading", { level: 3, name: more.name, exact: true }) })
    .first();
  const rest = more.meal_total - more.meals.length;
  await expect(card.getByText(`and ${rest} more matching meal${rest === 1 ? "" : "s"}`)).toBeVisible();
  await card.getByRole("link", { name: `View Meals at ${more.name}` }).click();
  await expect(page).toHaveURL(/\?city=chicago&restaurant=[0-9a-f-]{36}$/);
  const dialog = page.getByRole("dialog", { name: more.name });
  await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\?city=chicago$/);
});
