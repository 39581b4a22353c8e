import { randomInt } from "node:crypto";
import { expect, test } from "./support/test";

// Accounts work on the site's own PostgreSQL too (better-auth behind lib/auth/door.ts): the full loop is in
// e2e/review-desk.spec.ts.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
});

test("the login page offers sign-in and sign-up", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign up" })).toBeVisible();
  await expect(page.getByText("Accounts are not available on this server.")).toHaveCount(0);
});

test("the header's account control offers sign-in to a visitor", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});
