import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { openMenuRow } from "./support/menu-pages";

// The whole label and the note of a meal whose numbers don't add up, as a diner reads them: on a restaurant's
// nutrition page and in the restaurant dialog, on a desktop and a phone.

type Flagged = {
  restaurant_id: string;
  meal_id: string;
  slug: string;
  meal: string;
  category: string;
  note: string;
};

/** A chain with a Chicago location and a meal whose numbers don't add up, with the note the database writes. */
async function flaggedMeal(): Promise<Flagged> {
  const [row] = await sql<Flagged[]>`select r.id as restaurant_id, m.id as meal_id,
      public.name_slug(r.name) as slug, m.name as meal,
      -- The category as its chain's menu pages name it (lib/restaurants/menu-categories.ts).
      coalesce(nullif(btrim(m.category), ''), case m.kind when 'meal' then 'Other meals'
        when 'component' then 'Build your own' else 'Drinks' end) as category,
      public.meal_nutrition_note(m) as note
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where m.macro_kcal_mismatch is not null and r.is_chain
      and exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'chicago')
    order by r.name, m.name limit 1`;
  return row!;
}

test("a nutrition page shows each meal's whole label, a sodium column and the note of numbers that don't add up", async ({
  page,
}, testInfo) => {
  const [soup] =
    await sql`select m.category from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where r.name = 'Applebee''s' and m.name = 'French Onion Soup'`;
  const table = await openMenuRow(page, "applebee-s", soup!.category as string, "French Onion Soup");
  await expect(page.getByText("Menu as of 2022")).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Sodium \(mg\)/ })).toBeVisible();
  const row = table.getByRole("row").filter({ has: page.getByText("French Onion Soup", { exact: true }) });
  await expect(row.getByRole("cell").nth(5)).toHaveText("1250");
  await row.getByText("Nutrition label").click();
  const panel = page.getByLabel("Nutrition label: French Onion Soup");
  await expect(panel).toContainText("Saturated fat12 g");
  await expect(panel).toContainText("Trans fat0 g");
  await expect(panel).toContainText("Cholesterol55 mg");
  await expect(panel).toContainText("Sodium1,250 mg");
  await expect(panel).toContainText("Fiber2 g");
  await expect(panel).toContainText("PotassiumNot published");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("nutrition-label.png") });

  const flagged = await flaggedMeal();
  await openMenuRow(page, flagged.slug, flagged.category, flagged.meal);
  const flaggedRow = page
    .getByRole("row")
    .filter({ has: page.getByText(flagged.meal, { exact: true }) })
    .first();
  await expect(flaggedRow.getByRole("note")).toHaveText(flagged.note);
  expect(flagged.note).toMatch(
    /^These numbers don't add up: protein, carbs and fat give about \d+ kcal; the source says \d+(\.\d+)?\.$/,
  );
});

test("the restaurant dialog shows the menu's date, a meal's whole label and its note", async ({
  page,
}, testInfo) => {
  const flagged = await flaggedMeal();
  await page.goto(`/healthy-restaurants/chicago?restaurant=${flagged.restaurant_id}&meal=${flagged.meal_id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Menu as of 2022")).toBeVisible();
  const meal = dialog
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: flagged.meal }) });
  await expect(meal.getByRole("note")).toHaveText(flagged.note);
  await meal.getByText("Nutrition label").click();
  const panel = dialog.getByLabel(`Nutrition label: ${flagged.meal}`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Sodium");
  await expect(panel).toContainText("Cholesterol");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("dialog-label.png") });
});

test("/about/data explains the check and lists each chain's date and flagged items", async ({ page }) => {
  await page.goto("/about/data");
  await expect(page.getByRole("heading", { name: "Numbers that don't add up" })).toBeVisible();
  await expect(
    page.getByText("more than 20% of the stated calories and more than 50 kcal apart"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "report it" })).toHaveAttribute("href", "#report");
  // Every menu's row is on a page of its own, linked from the check's account.
  await page
    .getByRole("link", { name: "Each menu's source and date, and the rows each check flags" })
    .click();
  await expect(page).toHaveURL(/\/about\/data\/menus$/);
  await expect(page.getByRole("heading", { level: 1, name: "Each Menu's Source and Date" })).toBeVisible();
  const table = page.getByRole("table", {
    name: "Each menu's source and date, and the rows each check flags",
  });
  const [bobEvans] = await sql`select flagged_count, implausible_count from public.menu_checks
    where slug = 'bob-evans'`;
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Bob Evans", exact: true }) });
  await expect(row.getByRole("cell").nth(0)).toHaveText("MenuStat");
  await expect(row.getByRole("cell").nth(1)).toHaveText("2022");
  await expect(row.getByRole("cell").nth(4)).toHaveText(String(bobEvans!.flagged_count));
  await expect(row.getByRole("cell").nth(5)).toHaveText(String(bobEvans!.implausible_count));
});
