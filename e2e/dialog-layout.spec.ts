import { expect, test, type Locator } from "./support/test";
import { pickRestaurantWithMeals } from "./support/meal-builder";

// A dialog's or sheet's close button keeps clear of its title: the title's content box (inside its padding),
// where any length of text may wrap, never reaches under the button.

type Box = { x: number; y: number; width: number; height: number };

async function contentBox(title: Locator): Promise<Box> {
  return title.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const left = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const right = parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth);
    const top = parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    const bottom = parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
    return {
      x: rect.x + left,
      y: rect.y + top,
      width: rect.width - left - right,
      height: rect.height - top - bottom,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectCloseClearOfTitle(dialog: Locator, title: Locator) {
  await expect(title).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close" });
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  const titleBox = await contentBox(title);
  expect(overlaps(closeBox, titleBox), JSON.stringify({ closeBox, titleBox })).toBe(false);
}

test("the close button of a city's meals modal keeps clear of its title", async ({ page }) => {
  await page.goto("/healthy-restaurants/chicago");
  await page
    .getByRole("button", { name: /^High-Protein Meals \([1-9]\d*\)$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expectCloseClearOfTitle(dialog, dialog.getByRole("heading", { name: /^High-Protein Meals at / }));
});

test("the close button of the meal builder's info sheet keeps clear of the meal's name", async ({ page }) => {
  await page.goto("/tools/meal-builder");
  const [meal] = await pickRestaurantWithMeals(page, 1);
  await page
    .getByRole("button", { name: `Nutrition tips for ${meal!.name}` })
    .first()
    .click();
  const sheet = page.getByRole("dialog", { name: meal!.name });
  await expectCloseClearOfTitle(sheet, sheet.getByRole("heading", { name: meal!.name }));
});
