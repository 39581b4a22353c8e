import { expect, test } from "./support/test";

// A target past the form's own limit is a field error in words, shown before anything is sent.

test("a protein target of 20000 is refused under the field with the form's limit", async ({ page }) => {
  await page.goto("/tools/macro-calculator");
  const protein = page.getByLabel("Protein (g)");
  await protein.fill("20000");
  let searched = false;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/meals/match")) searched = true;
  });
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(protein).toHaveAccessibleDescription("Enter 1,000 g or less, or leave it empty.");
  await expect(protein).toBeFocused();
  await expect(page.getByText(/protein_target/)).toHaveCount(0);
  expect(searched).toBe(false);

  await protein.fill("40");
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(page.getByRole("heading", { name: "Suggested Meals" })).toBeVisible();
});
