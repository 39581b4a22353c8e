// A long menu on a phone: the restaurant dialog and the meal builder find any item by a few letters and jump to
// each section; a chain's nutrition page draws its meals as a chart that works before (and without) scripts.
import { expect, test } from "./support/test";
import { sql } from "./support/database";

/** The chain with the most items, one of its locations in a city, and its one-size item alphabetically last. */
async function longMenu() {
  const [chain] = await sql`select r.id, r.name, count(*)::int as items,
      (select l.id from public.locations l where l.restaurant_id = r.id and l.city_id = 'austin' limit 1) as location,
      (array_agg(m.name order by m.name desc) filter (where m.dish is null))[1] as last
    from public.restaurants r join public.meals m on m.restaurant_id = r.id
    where exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'austin')
    group by r.id order by count(*) desc limit 1`;
  return chain as { id: string; name: string; items: number; location: string; last: string };
}

test("the restaurant dialog finds an item far down a long menu by a few letters", async ({ page }) => {
  const chain = await longMenu();
  expect(chain.items).toBeGreaterThan(300);
  await page.goto(`/healthy-restaurants/austin?restaurant=${chain.location}`);
  const dialog = page.getByRole("dialog");
  const search = dialog.getByRole("searchbox", { name: `Search the menu at ${chain.name}` });
  await search.fill(chain.last);
  await expect(dialog.getByRole("status").filter({ hasText: /items? match/ })).toContainText(
    `of ${chain.items.toLocaleString("en-US")} items match`,
  );
  await expect(dialog.getByRole("heading", { name: chain.last, exact: true }).first()).toBeVisible();
  await search.fill("zzqx");
  await expect(dialog.getByText("No item on this menu matches “zzqx”.")).toBeVisible();
});

test("the restaurant dialog jumps to each section of the menu, by keyboard too", async ({ page }) => {
  const chain = await longMenu();
  await page.goto(`/healthy-restaurants/austin?restaurant=${chain.location}`);
  const dialog = page.getByRole("dialog");
  const sections = dialog.getByRole("navigation", { name: `Sections of the menu at ${chain.name}` });
  const jumps = sections.getByRole("button");
  await expect(jumps.first()).toBeVisible();
  expect(await jumps.count()).toBeGreaterThan(2);
  const last = jumps.last();
  const title = ((await last.textContent()) ?? "").replace(/\s*\d+$/, "").trim();
  await last.focus();
  await page.keyboard.press("Enter");
  const heading = dialog.getByRole("heading", { name: title, exact: true });
  await expect(heading).toBeInViewport();
  // The row of jumps scrolls within the dialog: the dialog itself never scrolls sideways.
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // The focus moves to the section, so Tab goes on from there.
  await expect(dialog.locator(":focus")).toContainText(title);
});

test("the meal builder's menu finds an item by a few letters and jumps to its sections", async ({ page }) => {
  const [chipotle] = await sql`select id from public.restaurants where name = 'Chipotle'`;
  await page.goto(`/tools/meal-builder?from=${chipotle!.id}`);
  const search = page.getByRole("searchbox", { name: "Search the menu at Chipotle" });
  await search.fill("chick");
  await expect(page.getByRole("button", { name: /^Add Chicken/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add Barbacoa/ })).toHaveCount(0);
  await search.fill("");
  const sections = page.getByRole("navigation", { name: "Sections of the menu at Chipotle" });
  await sections.getByRole("button", { name: /^Drinks/ }).click();
  await expect(page.getByRole("region", { name: "Drinks" })).toBeFocused();
  // The row of jumps scrolls on its own: the page never scrolls sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a chain's nutrition page draws its meals as a chart of links, the best protein per calorie named", async ({
    page,
  }) => {
    await page.goto("/restaurant-nutrition/chick-fil-a");
    const chart = page.getByRole("group", { name: "Chick-fil-A: protein against calories of its meals" });
    await expect(chart).toBeVisible();
    const points = chart.getByRole("link");
    expect(await points.count()).toBeGreaterThan(20);
    const best = chart.getByRole("link", {
      name: /^Most protein per calorie: .+: [\d.]+ g protein, [\d.]+ kcal$/,
    });
    await expect(best).toHaveCount(1);
    // Every point is named by its meal and numbers, and leads to that meal's row in a table.
    const href = (await points.nth(5).getAttribute("href"))!;
    expect(href).toMatch(/^(\/restaurant-nutrition\/chick-fil-a\/[^#]+)?#m-[0-9a-f-]{36}$/);
    await page.goto(href.startsWith("#") ? `/restaurant-nutrition/chick-fil-a${href}` : href);
    await expect(page.locator(href.slice(href.indexOf("#")))).toBeVisible();
  });
});
