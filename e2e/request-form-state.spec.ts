import { expect, test, type Page } from "./support/test";

// The request forms' errors follow the form as it is now, and the Missing Information toast names the first
// invalid field in the form's order.

const form = (page: Page) => page.getByRole("tabpanel");
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

test("turning the meal off drops the meal's errors and asks for what a restaurant request needs", async ({
  page,
}) => {
  await page.goto("/request?tab=restaurant");
  await page.getByLabel(/I know a meal there/).check();
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(form(page).getByText("Please add a short description of the restaurant")).toBeVisible();
  await expect(form(page).getByText("Please provide a name for the meal", { exact: true })).toBeVisible();
  await expect(
    form(page).getByText("Restaurant Name, City, and Address are required for restaurant suggestions."),
  ).toHaveCount(3);

  await page.getByLabel(/I know a meal there/).uncheck();
  await expect(form(page).getByText("Please add a short description of the restaurant")).toHaveCount(0);
  await expect(form(page).getByText("Please fill in Restaurant Name, City, and Address.")).toHaveCount(3);
  await expect(
    form(page).getByText("Restaurant Name, City, and Address are required for restaurant suggestions."),
  ).toHaveCount(0);

  // And a field filled in loses its error at once.
  await page.getByRole("textbox", { name: "Restaurant name", exact: true }).fill("Corner Grill");
  await expect(form(page).getByText("Please fill in Restaurant Name, City, and Address.")).toHaveCount(2);
});

test("the Missing Information toast names the first invalid field of the form", async ({ page }) => {
  await page.goto("/request");
  await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
  await page.getByRole("button", { name: "Submit Meal Request" }).click();
  const toast = toasts(page).getByRole("listitem").filter({ hasText: "Missing Information" });
  await expect(toast).toContainText("Please provide a name for the new restaurant");
  await expect(page.getByRole("textbox", { name: "New restaurant name", exact: true })).toBeFocused();
});
