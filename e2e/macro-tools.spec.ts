import { RESULTS_PAGE_SIZE } from "../lib/macro-calculator/constants";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { pickRestaurantWithMeals, type MealRow } from "./support/meal-builder";

// Expected figures come from the same database the site reads.

test("the tool page has the hero, both tabs in the URL and the FAQ", async ({ page }) => {
  await page.goto("/tools/meal-builder");
  await expect(page.getByRole("heading", { level: 1, name: "Restaurant Macro Calculator" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Meal Builder" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Macro Calculator" }).click();
  await expect(page).toHaveURL(/\/tools\/macro-calculator$/);
  await expect(page.getByRole("heading", { name: "Find Meals by Macro" })).toBeVisible();
  await expect(page.getByRole("link", { name: "How to Track Macros When Dining Out" })).toHaveAttribute(
    "href",
    "/blog/tracking-macros-dining-out",
  );
  await page.goto("/tools/macro-calculator");
  await expect(page.getByRole("tab", { name: "Macro Calculator" })).toHaveAttribute("aria-selected", "true");
});

test("the meal builder lists each restaurant name once, with its city", async ({ page }) => {
  await page.goto("/tools/meal-builder");
  const picker = page.getByLabel("Restaurant", { exact: true });
  await expect(picker).toBeEnabled();
  const labels = (await picker.locator("option").allTextContents()).slice(1);
  const [row] =
    await sql`select count(distinct case when lower(btrim(name)) like '%whole foods%' then 'whole foods'
    else lower(btrim(name)) end)::int as names from public.restaurants`;
  expect(labels).toHaveLength(row!.names as number);
  const names = labels.map((label) => label.split(" — ")[0]!.trim().toLowerCase());
  expect(new Set(names).size).toBe(names.length);
});

test("building a meal of three items adds up the totals, and its link rebuilds it", async ({ page }) => {
  await page.goto("/tools/meal-builder");
  const meals = await pickRestaurantWithMeals(page, 3);
  const [a, b, c] = meals as [MealRow, MealRow, MealRow];
  const menu = page.getByRole("list", { name: /^Menu at / });
  await menu
    .getByRole("button", { name: `Add ${a.name}`, exact: true })
    .first()
    .click();
  await menu
    .getByRole("button", { name: `Add ${a.name}`, exact: true })
    .first()
    .click();
  await menu
    .getByRole("button", { name: `Add ${b.name}`, exact: true })
    .first()
    .click();
  await menu
    .getByRole("button", { name: `Add ${c.name}`, exact: true })
    .first()
    .click();
  const items = page.getByRole("list", { name: "Items in your meal" });
  await expect(items.getByRole("listitem")).toHaveCount(3);
  await expect(items.getByRole("listitem").first()).toContainText("(x2)");

  const total = (key: keyof MealRow) => 2 * (a[key] as number) + (b[key] as number) + (c[key] as number);
  const totals = page.getByRole("region", { name: "Total Macros" });
  await expect(totals).toContainText(`Protein${total("protein_g").toFixed(1)} g`);
  await expect(totals).toContainText(`Carbs${total("carbs_g").toFixed(1)} g`);
  await expect(totals).toContainText(`Sugar${total("sugar_g").toFixed(1)} g`);
  await expect(totals).toContainText(`Calories${Math.round(total("calories_kcal"))}`);

  await expect(page).toHaveURL(/items=/);
  const shared = page.url();
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByRole("list", { name: "Items in your meal" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Total Macros" })).toContainText(
    `Protein${total("protein_g").toFixed(1)} g`,
  );

  await page.getByRole("button", { name: `One less ${a.name}` }).click();
  await expect(items.getByRole("listitem").first()).toContainText("(x1)");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Meal Cleared")).toBeVisible();
  await expect(page.getByText("Add items from the menu to build your meal!")).toBeVisible();
});

test("the info sheet shows the portion guide and closes when dragged down, by its button or the backdrop", async ({
  page,
}) => {
  await page.goto("/tools/meal-builder");
  const [meal] = (await pickRestaurantWithMeals(page, 1)) as [MealRow];
  await page
    .getByRole("button", { name: `Nutrition tips for ${meal.name}` })
    .first()
    .click();
  const sheet = page.getByRole("dialog", { name: meal.name });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("tab", { name: "Portion Guide" })).toBeVisible();
  await sheet.getByRole("tab", { name: "Customize Order" }).click();
  await expect(sheet.getByRole("button", { name: "Copy all options" })).toBeVisible();

  const box = (await sheet.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x, box.y + 10 + step * 30);
  await page.mouse.up();
  await expect(sheet).toBeHidden();

  const info = page.getByRole("button", { name: `Nutrition tips for ${meal.name}` }).first();
  await info.click();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
  await info.click();
  await expect(sheet).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(sheet).toBeHidden();
});

test("the calculator with its defaults suggests meals, and a result opens the restaurant dialog on that meal", async ({
  page,
}) => {
  const [{ n }] =
    (await sql`select count(*)::int as n from public.meals where listed and protein_g between 22.5 and 37.5
    and carbs_g between 37.5 and 62.5 and fat_g between 15 and 25 and calories_kcal between 375 and 625
    and sugar_g <= 15`) as unknown as [{ n: number }];
  expect(n).toBeGreaterThan(0);
  await page.goto("/tools/macro-calculator");
  await expect(page.getByLabel("Protein (g)")).toHaveValue("30");
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(page.getByText(`Found ${n} meals matching your criteria.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Suggested Meals" })).toBeVisible();

  const first = page.getByRole("list", { name: "Suggested meals" }).getByRole("link").first();
  const name = (await first.getByRole("heading").textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/tools\/macro-calculator\?restaurant=[0-9a-f-]{36}&meal=[0-9a-f-]{36}$/);
  const params = new URL(page.url()).searchParams;
  // The link names the meal that was clicked and its own restaurant (chains share meal names).
  const [meal] = await sql`select m.name, r.name as restaurant_name from public.meals m
    join public.restaurants r on r.id = m.restaurant_id
    where m.id = ${params.get("meal")!} and m.restaurant_id = public.menu_owner(${params.get("restaurant")!}::uuid)`;
  expect(meal?.name).toBe(name);
  const dialog = page.getByRole("dialog", { name: meal!.restaurant_name as string });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-current="true"]')).toContainText(name);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Suggested Meals" })).toBeVisible();
});

test("a result near a city opens the restaurant at the place its card names, with the address", async ({
  page,
}) => {
  await page.goto(
    "/tools/macro-calculator/results?protein=30&carbs=50&fat=20&calories=500&sugar=15&location=Chicago",
  );
  const first = page.getByRole("list", { name: "Suggested meals" }).getByRole("link").first();
  const card = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/[?&]restaurant=[0-9a-f-]{36}&meal=/);
  const shown = new URL(page.url()).searchParams.get("restaurant")!;
  // The card's place: a location of the restaurant in Chicago, not the chain.
  const [place] = await sql`select l.address, r.name from public.locations l
    join public.restaurants r on r.id = l.restaurant_id where l.id = ${shown}::uuid and l.city_id = 'chicago'`;
  expect(place).toBeDefined();
  expect(card).toContain(`From: ${place!.name as string}`);
  expect(card).toContain(place!.address as string);
  const dialog = page.getByRole("dialog", { name: place!.name as string });
  await expect(dialog.getByText(place!.address as string).first()).toBeVisible();
});

test("emptying every target returns all meals, a page at a time, counted up to 1,000", async ({ page }) => {
  const [{ count }] = (await sql`select count(*)::int as count from public.meals`) as unknown as [
    { count: number },
  ];
  const n = count > 1000 ? "1,000+" : count.toLocaleString("en-US");
  await page.goto("/tools/macro-calculator");
  for (const label of ["Protein (g)", "Carbs (g)", "Fat (g)", "Calories (kcal)", "Sugar (g)"]) {
    await page.getByLabel(label).fill("");
  }
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(page.getByText(`Showing ${RESULTS_PAGE_SIZE} of ${n}.`)).toBeVisible();
  await page.getByRole("button", { name: "Show more meals" }).click();
  await expect(page.getByText(`Showing ${2 * RESULTS_PAGE_SIZE} of ${n}.`)).toBeVisible();
});

test("a location narrows the search and unmatched targets say so", async ({ page }) => {
  await page.goto("/tools/macro-calculator");
  await page.getByLabel("Location (optional)").fill("  Brigadoon ");
  await expect(page.getByText("Filtering in: Brigadoon")).toBeVisible();
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(page.getByText("Try adjusting your targets or location in Brigadoon.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Meals Found Matching Your Criteria" })).toBeVisible();
});

test.describe("current location", () => {
  test.use({ geolocation: { latitude: 40.7505, longitude: -73.9934 }, permissions: ["geolocation"] });

  test("uses the browser's position to search around its nearest ZIP code", async ({ page }) => {
    const [nearest] = await sql`select public.nearest_zip_code(40.7505, -73.9934) as zip`;
    expect(nearest!.zip).toMatch(/^1\d{4}$/);
    await page.goto("/tools/macro-calculator");
    const place = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/geo/reverse");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    const { city, state } = (await (await place).json()) as { city: string; state: string };
    expect(`${city}, ${state}`).toMatch(/^[A-Z][^,]+, [A-Z]{2}$/);
    // The place in the spec's words ("{city}, {state}"), searched around its nearest ZIP code.
    await expect(page.getByText("Location Found!")).toBeVisible();
    await expect(page.getByText(`Set location to ${city}, ${state}`)).toBeVisible();
    await expect(page.getByLabel("Location (optional)")).toHaveValue(`${city}, ${state}`);
    await expect(page.getByText(`Filtering in: ${city}, ${state}`)).toBeVisible();
    const search = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/meals/match");
    await page.getByRole("button", { name: "Find Matching Meals" }).click();
    expect(new URL((await search).url()).searchParams.get("location")).toBe(nearest!.zip);
    // The answer says the place too, not the ZIP code.
    await expect(page.getByText(new RegExp(`(criteria|location) in ${city}, ${state}\\.$`))).toBeVisible();
  });
});

test.describe("location refused", () => {
  test.use({ permissions: [] });

  test("says the location could not be found", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/tools/macro-calculator");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    await expect(page.getByText("Unable to get your current location. Please enter manually.")).toBeVisible();
  });
});

test("a meal builder link to an unknown restaurant says 'Invalid restaurant' once", async ({ page }) => {
  await page.goto("/tools/meal-builder?from=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Error fetching meals")).toBeVisible();
  await expect(page.getByText("Invalid restaurant")).toHaveCount(1);
  await expect(page.getByText("Error fetching restaurants")).toHaveCount(0);
});
