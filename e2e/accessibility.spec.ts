import AxeBuilder from "@axe-core/playwright";
import { PASSWORD_HINT } from "../lib/auth/constants";
import { expect, test, type Page } from "./support/test";
import { sql } from "./support/database";
import { pickRestaurantWithMeals } from "./support/meal-builder";
import { PAGE_KINDS, pageKindPath } from "./support/page-kinds";

/**
 * WCAG 2.1 levels A and AA violations on the page as it is now, one line each. Axe runs in the page itself (legacy
 * mode) instead of gathering each frame's results in a blank page it opens for them: the site's pages have no
 * frames (checked here), and the blank page and a second copy of axe cost more than the check itself.
 */
async function violations(page: Page) {
  expect(page.frames(), `${page.url()} has no frames`).toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) =>
      `${page.url()}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

// The kinds of page that lay out their own way on a phone (the search and its cards, a city's lists, a chain's
// tables and chart, the builder, the calculator's results, a form, an article): the phone checks one of each
// layout; every kind is checked on desktop, in the same frame.
const PHONE_KINDS = new Set([
  "home",
  "city",
  "brand nutrition",
  "meal builder",
  "macro calculator results",
  "request form",
  "login",
  "blog post",
]);

// One test a kind of page: each has its own time, and a failure names its page.
for (const kind of PAGE_KINDS) {
  test(`${kind.kind}: no WCAG 2.1 A or AA violations`, async ({ page, request, isMobile }) => {
    test.skip(isMobile && !PHONE_KINDS.has(kind.kind), "the phone checks one page of each layout");
    test.setTimeout(120_000);
    await page.goto(await pageKindPath(kind, sql, request), { waitUntil: "load" });
    expect(await violations(page)).toEqual([]);
  });
}

test("the home search's city dropdown and a suggested restaurant's dialog have no WCAG 2.1 A or AA violations", async ({
  page,
  isMobile,
}) => {
  // On a phone the city's meals modal and the builder's sheet below are the dialogs checked.
  test.skip(isMobile, "a whole menu's dialog is checked on desktop");
  // Axe reads every item of a long menu's dialog: minutes on a phone-sized page of a busy two-core machine.
  test.setTimeout(240_000);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search for restaurants by city or zip code" }).fill("Chi");
  await expect(page.getByRole("listbox", { name: "Matching cities" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page
    .getByRole("link", { name: /^View details of / })
    .first()
    .click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Available Meals" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the sign-up tab the header's Sign in leads to has no WCAG 2.1 A or AA violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/cities");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Sign in" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign up" }).click();
  await expect(page.getByText(PASSWORD_HINT)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a city's high-protein meals modal has no WCAG 2.1 A or AA violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/healthy-restaurants/chicago");
  await page
    .getByRole("button", { name: /^High-Protein Meals \([1-9]\d*\)$/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the meal builder's bottom sheet has no WCAG 2.1 A or AA violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/tools/meal-builder");
  await pickRestaurantWithMeals(page, 1);
  await page
    .getByRole("button", { name: /^Nutrition tips for / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
