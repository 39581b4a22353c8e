import { expect, test } from "./support/test";

// The e2e server runs on its own PostgreSQL, without Supabase: there is no auth service.
test("the login page says accounts are not available on this server", async ({ page }) => {
  await page.goto("/login");
  await expect(
    page.getByRole("heading", { name: "Accounts are not available on this server." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "suggest meals, restaurants and cities" })).toHaveAttribute(
    "href",
    "/request",
  );
});

test("the header's account menu says accounts are not available", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Account" }).click();
  await expect(
    page.getByRole("dialog").getByText("Accounts are not available on this server."),
  ).toBeVisible();
});
