import { expect, test } from "./support/test";
import { sql } from "./support/database";

// The site and this test read the same database: names and counts come from it.

test("the cities page links the largest cities to their overviews and every state to all its cities", async ({
  page,
}) => {
  const largest =
    await sql`select c.id, c.name from public.cities c join public.city_stats s on s.city_id = c.id
    order by s.location_count desc, c.name, c.state limit 3`;
  await page.goto("/cities");
  await expect(page.getByRole("heading", { level: 1, name: "Healthy Restaurants by City" })).toBeVisible();
  for (const city of largest) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^${city.name}\\s*[A-Z]{2}$`) }).first(),
    ).toHaveAttribute("href", `/healthy-restaurants/${city.id}`);
  }
  await page.getByRole("link", { name: "Texas" }).click();
  await expect(page).toHaveURL(/\/cities\/tx$/);
  const texas = await sql`select count(*)::int as n from public.cities where state = 'TX'`;
  // 300 cities to a page, by name: Next leads through them all, and each page has its own title.
  let listed = 0;
  let houston = false;
  for (let n = 1; ; n++) {
    const cities = page.getByRole("main").getByRole("link", { name: /, TX/ });
    listed += await cities.count();
    if (n > 1) {
      await expect(page).toHaveTitle(new RegExp(`^Healthy Restaurants in Texas by City \\(Page ${n}\\)`));
    }
    const link = page.getByRole("link", { name: /^Houston, TX/ });
    if ((await link.count()) > 0) {
      houston = true;
      await expect(link).toHaveAttribute("href", "/healthy-restaurants/houston");
    }
    const next = page.getByRole("link", { name: "Next" }).first();
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/cities/tx/page/${n + 1}$`));
  }
  expect(listed).toBe(texas[0]!.n);
  expect(houston).toBe(true);
});

test("a state that does not exist has no city list", async ({ request }) => {
  expect((await request.get("/cities/zz")).status()).toBe(404);
});

test("the city overview opens and closes a restaurant's high-protein meals", async ({ page }) => {
  await page.goto("/healthy-restaurants/chicago");
  await expect(page.getByRole("heading", { level: 1, name: "Healthy Restaurants in Chicago" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "High-Protein, Low-Calorie Meals in Chicago" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/cities");
  const trigger = page.getByRole("button", { name: /^High-Protein Meals \([1-9]\d*\)$/ }).first();
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^High-Protein Meals at / })).toBeVisible();
  await expect(dialog.getByText("Meals with over 30 g of protein, most protein first.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("each meal button's number is how many meals its modal lists", async ({ page }) => {
  await page.goto("/healthy-restaurants/austin");
  const buttons = page.getByRole("button", { name: /^(High-Protein|Low-Calorie) Meals \([1-9]\d*\)$/ });
  for (const index of [0, 1, 2, 3]) {
    const trigger = buttons.nth(index);
    const total = Number(/\((\d+)\)/.exec((await trigger.textContent()) ?? "")![1]);
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("list").getByRole("listitem").first()).toBeVisible();
    await expect(dialog.getByRole("list").getByRole("listitem")).toHaveCount(Math.min(total, 10));
    if (total > 10) await expect(dialog.getByRole("link", { name: `See all ${total} meals` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("the low-calorie modal lists meals fewest calories first", async ({ page }) => {
  await page.goto("/healthy-restaurants/new-york");
  await page
    .getByRole("button", { name: /^Low-Calorie Meals \([1-9]\d*\)$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  // The meals load when the modal first opens.
  await expect(dialog.getByText(/^\d+(\.\d+)? kcal$/).first()).toBeVisible();
  const calories = (await dialog.getByText(/^\d+(\.\d+)? kcal$/).allTextContents()).map((t) => parseFloat(t));
  expect(calories.length).toBeGreaterThan(0);
  expect(calories).toEqual([...calories].sort((a, b) => a - b));
  expect(calories.every((c) => c < 600)).toBe(true);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the high-protein page shows its breadcrumb, rule and Reset link", async ({ page }) => {
  await page.goto("/high-protein-restaurants/chicago");
  await expect(
    page.getByRole("heading", { level: 1, name: "High Protein Restaurants in Chicago" }),
  ).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Cities" })).toHaveAttribute("href", "/cities");
  await expect(crumbs.getByRole("link", { name: "Chicago" })).toHaveAttribute(
    "href",
    "/healthy-restaurants/chicago",
  );
  await expect(crumbs.getByText("High Protein Restaurants")).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/over 40 g of protein/).first()).toBeVisible();
  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/healthy-restaurants\/chicago$/);
});

test("the high-protein breakfast page has its hero, callout and restaurant links", async ({ page }) => {
  // Each restaurant once, however many of its locations are in Chicago; the page itself lists the first ones.
  const expected = await sql`select least(count(distinct r.id), 10)::int as n from public.restaurants r
    join public.locations l on l.restaurant_id = r.id and l.city_id = 'chicago'
    join public.meals m on m.restaurant_id = r.id
    where 'breakfast' = any (m.meal_types) and m.protein_g > 35`;
  await page.goto("/high-protein-breakfast/chicago");
  await expect(
    page.getByRole("heading", { level: 1, name: "High Protein Breakfast in Chicago" }),
  ).toBeVisible();
  await expect(page.getByText("Power Up Your Morning")).toBeVisible();
  await expect(page.getByText(/over 35g of protein/).first()).toBeVisible();
  await expect(page.getByText("Want leaner high-protein options?")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Lean Meals" })).toHaveAttribute(
    "href",
    "/lean-high-protein-breakfast/chicago",
  );
  const items = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(items).toHaveCount(expected[0]!.n);
  await items.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/restaurant-nutrition\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: / Nutrition Facts$/ })).toBeVisible();
});

test("the lean breakfast page has a four-level breadcrumb", async ({ page }) => {
  await page.goto("/lean-high-protein-breakfast/chicago");
  await expect(
    page.getByRole("heading", { level: 1, name: "Lean High Protein Breakfast in Chicago" }),
  ).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem");
  // Chicago, IN has the name too: the crumb names the state.
  await expect(crumbs).toHaveText([
    "Cities",
    "Chicago, IL",
    "High Protein Breakfast",
    "Lean High Protein Breakfast",
  ]);
});

test("unknown cities are 404 on every city page kind", async ({ page }) => {
  for (const prefix of [
    "healthy-restaurants",
    "high-protein-restaurants",
    "high-protein-breakfast",
    "lean-high-protein-breakfast",
  ]) {
    const response = await page.goto(`/${prefix}/brigadoon`);
    expect(response?.status(), prefix).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Sitemap" })).toHaveAttribute("href", "/sitemap");
  }
});

test("a city whose name another city has is named with its state: heading, breadcrumb and home results", async ({
  page,
}) => {
  await page.goto("/healthy-restaurants/springfield-mo");
  await expect(
    page.getByRole("heading", { level: 1, name: "Healthy Restaurants in Springfield, MO", exact: true }),
  ).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Cities", "Springfield, MO"]);
  await page.goto("/high-protein-restaurants/springfield");
  await expect(
    page.getByRole("heading", { level: 1, name: "High Protein Restaurants in Springfield, IL", exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Springfield, IL", exact: true }),
  ).toHaveAttribute("href", "/healthy-restaurants/springfield");
  // A name no other city has stays as it is.
  await page.goto("/healthy-restaurants/winston-salem-nc");
  await expect(
    page.getByRole("heading", { level: 1, name: "Healthy Restaurants in Winston-Salem", exact: true }),
  ).toBeVisible();
  // The home page's results for a chosen city name its state.
  await page.goto("/search?city=springfield-mo");
  await expect(
    page.getByRole("heading", { level: 2, name: "Restaurants in Springfield, MO", exact: true }),
  ).toBeVisible();
});
