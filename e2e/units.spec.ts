import { expect, test, type Locator } from "./support/test";
import { pickRestaurantWithMeals } from "./support/meal-builder";

// Every number a diner reads is written one way: the value, a space and the unit ('72 g', '430 kcal', '2050 mg'),
// whatever text the menu's source stored ('81g', '590'); an unpublished value reads N/A.
const ONE_WAY = /^(\d+(\.\d+)? (g|mg|kcal)|N\/A)$/;

async function expectOneWay(values: Locator) {
  await expect(values.first()).toBeVisible();
  const texts = (await values.allTextContents()).map((text) => text.trim());
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => !ONE_WAY.test(text))).toEqual([]);
}

test("the restaurant dialog writes every macro as value, space, unit", async ({ page }) => {
  await page.goto("/high-protein-restaurants/chicago");
  await page
    .getByRole("link", { name: /^View Meals at / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
  await expectOneWay(dialog.getByRole("definition"));
});

test("the home page's meal cards and a city page's meals write macros one way", async ({ page }) => {
  await page.goto("/");
  await expectOneWay(page.getByRole("region", { name: "High Protein, Low Calorie" }).getByRole("definition"));
  await page.goto("/high-protein-restaurants/chicago");
  await expectOneWay(page.getByRole("main").getByRole("definition"));
});

test("the meal builder's menu and totals write macros one way", async ({ page }) => {
  await page.goto("/tools/meal-builder");
  const [meal] = await pickRestaurantWithMeals(page, 1);
  const row = page
    .getByRole("list", { name: /^Menu at / })
    .getByRole("listitem")
    .filter({ hasText: meal!.name })
    .first();
  await expect(row).toContainText(
    /P: (\d+(\.\d+)? g|N\/A) · C: (\d+(\.\d+)? g|N\/A) · F: (\d+(\.\d+)? g|N\/A) · (\d+ kcal|N\/A)/,
  );
  await row.getByRole("button", { name: `Add ${meal!.name}`, exact: true }).click();
  await expectOneWay(page.getByRole("region", { name: "Total Macros" }).getByRole("definition"));
});
