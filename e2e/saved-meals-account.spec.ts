import { randomBytes, randomInt } from "node:crypto";
import { expect, test, waitForScripts, type Page } from "./support/test";
import { sql } from "./support/database";
import { SAVED_MEALS_STORAGE_KEY } from "../lib/saved-meals/saved-meals";

// Saved meals follow the diner onto their account (docs/product.md#saved-meals): a meal saved signed out moves to
// the account at sign-in, and another browser signed in to the same account sees it and can remove it.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
});

const PASSWORD = "correct horse battery";

async function signUpAndIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created")).toBeVisible();
  await page.getByRole("tab", { name: "Sign in" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("a meal saved signed out is kept on the account at sign-in, seen from another browser, and removed there", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `saver-${randomBytes(4).toString("hex")}@example.com`;

  // Signed out: saved in this browser, as always.
  await page.goto("/high-protein-restaurants/chicago");
  await page
    .getByRole("link", { name: /^View Meals at / })
    .first()
    .click();
  const meal = page
    .getByRole("dialog")
    .getByRole("heading", { name: "Available Meals" })
    .locator("xpath=..")
    .getByRole("listitem")
    // A meal, not a jump of the menu's section row.
    .filter({ has: page.getByRole("heading") })
    .first();
  const mealName = (await meal.getByRole("heading").first().textContent())!;
  await meal.getByRole("button", { name: `Save for ${mealName}` }).click();
  await expect(meal.getByRole("button", { name: `Saved for ${mealName}` })).toBeVisible();
  const stored = () => page.evaluate((key) => window.localStorage.getItem(key), SAVED_MEALS_STORAGE_KEY);
  expect(await stored()).toContain(mealName);

  // Signed in: the meal moved to the account, and /my-meals lists the account's.
  await signUpAndIn(page, email);
  const [account] = await sql`select s.meal ->> 'title' as title from public.saved_meals s
    join auth.users u on u.id = s.user_id where u.email = ${email}`;
  expect(account?.title).toBe(mealName);
  await page.goto("/my-meals");
  const saved = page.getByRole("region", { name: "Saved meals" });
  await expect(saved.getByRole("link", { name: mealName, exact: true })).toBeVisible();
  await expect(saved.getByText("Kept on your account")).toBeVisible();
  expect(await stored()).toBeNull();

  // Another browser with the same session and nothing in its storage: the same list, from the account.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const other = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  try {
    await other.addCookies(await page.context().cookies());
    const elsewhere = await other.newPage();
    await elsewhere.goto("/my-meals");
    await waitForScripts(elsewhere);
    const there = elsewhere.getByRole("region", { name: "Saved meals" });
    await expect(there.getByRole("link", { name: mealName, exact: true })).toBeVisible();
    if (isMobile)
      await elsewhere.screenshot({ path: testInfo.outputPath("my-meals-account.png"), fullPage: true });
    await there.getByRole("button", { name: `Remove ${mealName}` }).click();
    await expect(elsewhere.getByText("Nothing saved yet.")).toBeVisible();
  } finally {
    await other.close();
  }

  // Removed from the account: gone here too, and from the database.
  await page.goto("/my-meals");
  await expect(page.getByText("Nothing saved yet.")).toBeVisible();
  const [count] = await sql`select count(*)::int as n from public.saved_meals s
    join auth.users u on u.id = s.user_id where u.email = ${email}`;
  expect(count!.n).toBe(0);
});
