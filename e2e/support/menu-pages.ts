import { expect, type Page } from "./test";

/**
 * Opens the page of a chain's menu that holds a meal, as a diner finds it: the chain's nutrition page, its
 * category's link, then Next until the meal's row is there. Returns the category's table.
 */
export async function openMenuRow(page: Page, slug: string, category: string, meal: string) {
  await page.goto(`/restaurant-nutrition/${slug}`);
  await page.getByRole("link", { name: new RegExp(`^${escapeRegExp(category)}\\s*\\d+ items?$`) }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`${escapeRegExp(category)} Nutrition Facts`) }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: new RegExp(`: ${escapeRegExp(category)}$`) });
  const row = table.getByRole("row").filter({ has: page.getByText(meal, { exact: true }) });
  while ((await row.count()) === 0) {
    const next = page.getByRole("link", { name: "Next" }).first();
    if ((await next.count()) === 0) throw new Error(`${meal} is on no page of ${category}`);
    await next.click();
    await expect(page).toHaveURL(/\/page\/\d+$/);
  }
  return table;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
