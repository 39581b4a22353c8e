import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { sql } from "./support/database";
import { pickRestaurantWithMeals } from "./support/meal-builder";
import { pageKinds } from "./support/page-kinds";

/** WCAG 2.1 levels A and AA violations on the page as it is now, one line each. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${page.url()}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

test("every kind of page has no WCAG 2.1 A or AA violations", async ({ page, request }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const pathname of await pageKinds(sql, request)) {
    await page.goto(pathname, { waitUntil: "load" });
    problems.push(...(await violations(page)));
  }
  expect(problems).toEqual([]);
});

test("open dialogs, sheets and dropdowns have no WCAG 2.1 A or AA violations", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];

  // The home search's city dropdown, then a suggested restaurant's dialog.
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search for restaurants by city or zip code" }).fill("Chi");
  await expect(page.getByRole("listbox", { name: "Matching cities" })).toBeVisible();
  problems.push(...(await violations(page)));
  await page.keyboard.press("Escape");
  await page
    .getByRole("link", { name: /^View details of / })
    .first()
    .click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Available Meals" })).toBeVisible();
  problems.push(...(await violations(page)));

  // The sign-in page, which the header offers a visitor (its account popover is for a signed-in user now).
  await page.goto("/cities");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Sign in" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign up" }).click();
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  problems.push(...(await violations(page)));

  // A city's high-protein meals modal.
  await page.goto("/healthy-restaurants/chicago");
  await page
    .getByRole("button", { name: /^High-Protein Meals \([1-9]\d*\)$/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  problems.push(...(await violations(page)));

  // The meal builder's bottom sheet.
  await page.goto("/tools/meal-builder");
  await pickRestaurantWithMeals(page, 1);
  await page
    .getByRole("button", { name: /^Nutrition tips for / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  problems.push(...(await violations(page)));

  expect(problems).toEqual([]);
});
