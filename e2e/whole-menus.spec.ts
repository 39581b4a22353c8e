import { expect, test } from "./support/test";
import { sql } from "./support/database";

// Whole menus: every size a row with its own numbers, components built into an order, drinks on the menu, and
// each chain's menu from one dated document. Expected figures come from the same database the site reads.

test("a dish's sizes are one entry of the dialog: switching size shows that size's own numbers", async ({
  page,
}) => {
  const sizes =
    await sql`select m.restaurant_id, m.id, m.dish, m.size, m.name, m.calories_kcal::float8 as kcal,
      m.protein_g::float8 as protein
    from public.meals m
    where m.dish = (select dish from public.meals where dish is not null and kind = 'meal'
        and restaurant_id = (select id from public.restaurants where name = 'Firehouse Subs')
        and calories_kcal > 0 group by dish having count(distinct calories_kcal) = count(*) and count(*) = 3
        order by dish limit 1)
      and m.restaurant_id = (select id from public.restaurants where name = 'Firehouse Subs')
    order by m.name`;
  expect(sizes).toHaveLength(3);
  const [first, second] = sizes as unknown as {
    restaurant_id: string;
    id: string;
    dish: string;
    size: string;
    name: string;
    kcal: number;
    protein: number;
  }[];
  await page.goto(`/?restaurant=${first!.restaurant_id}&meal=${first!.id}`);
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.locator("li[aria-current='true']").getByRole("heading", { name: first!.name }),
  ).toBeVisible();
  const switcher = dialog.getByRole("group", { name: `Sizes of ${first!.dish}` });
  await expect(switcher.getByRole("button")).toHaveCount(3);
  await expect(switcher.getByRole("button", { name: first!.size })).toHaveAttribute("aria-pressed", "true");
  await switcher.getByRole("button", { name: second!.size }).click();
  await expect(switcher.getByRole("button", { name: second!.size })).toHaveAttribute("aria-pressed", "true");
  const shown = dialog
    .locator("li")
    .filter({ has: page.getByRole("group", { name: `Sizes of ${first!.dish}` }) });
  await expect(shown.getByRole("heading", { name: second!.name })).toBeVisible();
  await expect(shown).toContainText(`${Math.round(second!.kcal)}`);
  await expect(shown).toContainText(`${second!.protein}`);
});

test("the dialog lists the parts of an order by slot and the drinks after the meals", async ({ page }) => {
  const [chipotle] = await sql`select id from public.restaurants where name = 'Chipotle'`;
  await page.goto(`/?restaurant=${chipotle!.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
  for (const title of ["Build your own: protein", "Build your own: rice", "Build your own: beans", "Drinks"])
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Chicken — Regular" })).toBeVisible();
  await expect(
    dialog.getByText(/Source: Chipotle's nutrition facts via FoodNoms \(MIT\), April 2024/),
  ).toBeVisible();
});

test("a bowl built from four Chipotle components totals exactly their rows, on the page and in its link", async ({
  page,
}) => {
  const parts = (await sql`select m.name, m.protein_g::float8 as protein, m.carbs_g::float8 as carbs,
      m.calories_kcal::float8 as calories
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where r.name = 'Chipotle' and m.name in ('Chicken — Regular', 'Cilantro-Lime White Rice — Regular',
      'Black Beans — Regular', 'Fresh Tomato Salsa — Regular')
    order by m.name`) as unknown as { name: string; protein: number; carbs: number; calories: number }[];
  expect(parts).toHaveLength(4);
  const [chipotle] = await sql`select id from public.restaurants where name = 'Chipotle'`;
  await page.goto("/tools/meal-builder");
  const picker = page.getByLabel("Restaurant", { exact: true });
  await expect(picker).toBeEnabled();
  await picker.selectOption(chipotle!.id as string);
  for (const part of parts) await page.getByRole("button", { name: `Add ${part.name}`, exact: true }).click();
  const items = page.getByRole("list", { name: "Items in your meal" });
  await expect(items.getByRole("listitem")).toHaveCount(4);
  const sum = (key: "protein" | "carbs" | "calories") => parts.reduce((s, part) => s + part[key], 0);
  const totals = page.getByRole("region", { name: "Total Macros" });
  await expect(totals).toContainText(`Protein${sum("protein").toFixed(1)} g`);
  await expect(totals).toContainText(`Carbs${sum("carbs").toFixed(1)} g`);
  await expect(totals).toContainText(`Calories${Math.round(sum("calories"))}`);
  await expect(page).toHaveURL(/items=/);
  const shared = page.url();
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByRole("list", { name: "Items in your meal" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Total Macros" })).toContainText(
    `Protein${sum("protein").toFixed(1)} g`,
  );
});

test("the builder suggests build-your-own orders from a component menu", async ({ page }) => {
  const [chipotle] = await sql`select id from public.restaurants where name = 'Chipotle'`;
  await page.goto(`/tools/meal-builder?from=${chipotle!.id}&targets=50,60,20,650,#tools`);
  const builds = page.getByRole("list", { name: "Suggested builds at Chipotle" });
  await expect(builds.getByRole("listitem").first()).toBeVisible();
  await builds
    .getByRole("button", { name: /^Use this meal: / })
    .first()
    .click();
  await expect(
    page.getByRole("list", { name: "Items in your meal" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test("/about/data gives each chain's menu source and date, and the new chains stand at their stores", async ({
  page,
}) => {
  await page.goto("/about/data");
  await page.getByRole("link", { name: "the table of every menu" }).click();
  await expect(page).toHaveURL(/\/about\/data\/menus$/);
  const table = page.getByRole("table", { name: /Each menu's source and date/ });
  const chipotle = table
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Chipotle", exact: true }) });
  await expect(chipotle).toContainText("Chipotle's nutrition facts via FoodNoms (MIT)");
  await expect(chipotle).toContainText("April 2024");
  await expect(table.getByRole("row").filter({ hasText: "Jersey Mike's Subs" })).toContainText(
    "September 2023",
  );
  // Noodles & Company stands at its stores: on its nutrition page, and in a city it is one of few restaurants of.
  const [places] = await sql`select count(*)::int as n from public.locations l
    join public.restaurants r on r.id = l.restaurant_id where r.name = 'Noodles & Company'`;
  expect(places!.n).toBeGreaterThan(300);
  await page.goto("/restaurant-nutrition/noodles-company");
  await expect(page.getByText(`${places!.n.toLocaleString("en-US")} locations in`)).toBeVisible();
  const [city] = await sql`select l.city_id from public.locations l
    join public.restaurants r on r.id = l.restaurant_id
    join public.city_stats s on s.city_id = l.city_id
    where r.name = 'Noodles & Company' and s.restaurant_count <= 5 order by l.city_id limit 1`;
  await page.goto(`/healthy-restaurants/${city!.city_id as string}`);
  await expect(page.getByRole("heading", { name: "Noodles & Company" }).first()).toBeVisible();
});

test("a catering item is on the menu in its own section, with what it serves, and in no meal list", async ({
  page,
}) => {
  const [tray] = await sql`select m.restaurant_id, m.id, m.name, m.serves from public.meals m
    where m.role = 'sharing' and m.serves like 'Serves %'
      and m.restaurant_id = (select id from public.restaurants where name = 'Panera Bread')
    order by m.name limit 1`;
  expect(tray).toBeDefined();
  await page.goto(`/?restaurant=${tray!.restaurant_id}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Search the menu at Panera Bread").fill(tray!.name as string);
  const section = dialog.getByRole("list", { name: "For sharing and catering" });
  const item = section.locator("li").filter({ has: page.getByRole("heading", { name: tray!.name }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(tray!.serves as string, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Meals" }).getByRole("heading", { name: tray!.name }),
  ).toHaveCount(0);
});
