import { expect, test } from "./support/test";
import { pickRestaurantWithMeals } from "./support/meal-builder";

// Add gives a visible answer where the diner is: on a phone a bar above the bottom navigation counts the items
// and opens the full card; on a wide screen the card beside the menu counts them.

test("adding a meal shows the custom meal's item count on screen, and the count leads to the full meal", async ({
  page,
  isMobile,
}) => {
  await page.goto("/tools/meal-builder");
  const [meal] = await pickRestaurantWithMeals(page, 4);
  const add = page
    .getByRole("list", { name: /^Menu at / })
    .getByRole("button", { name: `Add ${meal!.name}`, exact: true })
    .first();
  await add.click();
  await add.click();
  const card = page.getByRole("region", { name: "Your Custom Meal" });
  if (isMobile) {
    const summary = page.getByRole("link", { name: /^Your meal: 2 items/ });
    await expect(summary).toBeInViewport();
    // The bar stays clear of the bottom navigation.
    const bar = (await summary.boundingBox())!;
    const nav = (await page.getByRole("navigation", { name: "Mobile" }).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(nav.y + 1);
    await summary.click();
    await expect(card.getByRole("list", { name: "Items in your meal" })).toBeInViewport();
  } else {
    await expect(card.getByText("2 items", { exact: true })).toBeInViewport();
  }
});

test("a menu that fails to load says so and loads again on Try again", async ({ page }) => {
  let failures = 1;
  await page.route(
    (url) => /^\/api\/restaurants\/[0-9a-f-]{36}\/meals$/.test(url.pathname),
    async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, json: { error: "Service unavailable" } });
      else await route.continue();
    },
  );
  await page.goto("/tools/meal-builder");
  const [meal] = await pickRestaurantWithMeals(page, 2);
  const alert = page.getByRole("alert").filter({ hasText: /^Could not load the menu at / });
  await expect(alert).toBeVisible();
  await expect(page.getByText("No meals found for this restaurant.")).toHaveCount(0);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(
    page
      .getByRole("list", { name: /^Menu at / })
      .getByRole("button", { name: `Add ${meal!.name}`, exact: true })
      .first(),
  ).toBeVisible();
  await expect(alert).toHaveCount(0);
});
