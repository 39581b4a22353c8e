import { expect, test, type Page } from "./support/test";

// Opening a dialog adds one history entry; closing it, however it is closed, leaves the history as it was before,
// so one Back press then leaves the page. A tab switch adds one entry.

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test("closing the restaurant dialog by its button, Escape, the backdrop or Back leaves one Back to leave the page", async ({
  page,
}) => {
  await page.goto("/cities");
  await page.goto("/high-protein-restaurants/chicago");
  const pageUrl = page.url();
  const before = await historyLength(page);
  const viewMeals = page.getByRole("link", { name: /^View Meals at / }).first();
  const dialog = page.getByRole("dialog");
  const closings: Array<(page: Page) => Promise<unknown>> = [
    () => dialog.getByRole("button", { name: "Close" }).click(),
    () => page.keyboard.press("Escape"),
    () => page.mouse.click(3, 3),
    () => page.goBack(),
  ];
  for (const close of closings) {
    await viewMeals.click();
    await expect(page).toHaveURL(/\?restaurant=[0-9a-f-]{36}$/);
    await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
    expect(await historyLength(page)).toBe(before + 1);
    await close(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(pageUrl);
    // The entry the dialog added may stay ahead of the page (as Forward), never behind it.
    expect(await historyLength(page)).toBeLessThanOrEqual(before + 1);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/cities$/);
});

test("a calculator result's dialog closes back to the results, and one Back then leaves the page", async ({
  page,
}) => {
  await page.goto("/cities");
  await page.goto("/tools/macro-calculator");
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  const results = page.getByRole("list", { name: "Suggested meals" });
  const dialog = page.getByRole("dialog");
  for (let round = 0; round < 2; round += 1) {
    await results.getByRole("link").first().click();
    await expect(page).toHaveURL(/\?restaurant=/);
    await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/tools\/macro-calculator$/);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/cities$/);
});

test("switching between the two tools adds one history entry a switch", async ({ page }) => {
  await page.goto("/cities");
  await page.goto("/tools/meal-builder");
  const before = await historyLength(page);
  await page.getByRole("tab", { name: "Macro Calculator" }).click();
  await expect(page).toHaveURL(/\/tools\/macro-calculator$/);
  await expect(page.getByRole("tab", { name: "Macro Calculator" })).toHaveAttribute("aria-selected", "true");
  expect(await historyLength(page)).toBe(before + 1);
  await page.getByRole("tab", { name: "Meal Builder" }).click();
  await expect(page).toHaveURL(/\/tools\/meal-builder$/);
  expect(await historyLength(page)).toBe(before + 2);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/macro-calculator$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/meal-builder$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cities$/);
});

test("a dialog opened from the home page's search results closes back to them, and one Back leaves the page", async ({
  page,
}) => {
  await page.goto("/cities");
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search for restaurants by city or zip code" });
  await box.fill("60601");
  await box.press("Enter");
  const results = page.getByRole("region", { name: "Restaurants near 60601" });
  const dialog = page.getByRole("dialog");
  for (let round = 0; round < 3; round += 1) {
    await results
      .getByRole("link", { name: /^View meals at / })
      .first()
      .click();
    await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/restaurant=/);
    await expect(results).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/cities$/);
});
