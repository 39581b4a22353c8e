import { expect, test } from "./support/test";

// Content pages show their text in the first paint: with JavaScript off, the heading and the footer are there,
// no loading placeholder stands in for the content, and nothing waits for a script to be shown.
const PAGES = [
  { path: "/", heading: "Healthy Restaurants Near You - Find Macro-Friendly Meals" },
  { path: "/cities", heading: "Healthy Restaurants by City" },
  { path: "/healthy-restaurants/new-york", heading: "Healthy Restaurants in New York" },
  { path: "/high-protein-restaurants/chicago", heading: /Chicago/ },
  { path: "/high-protein-breakfast/chicago", heading: "High Protein Breakfast in Chicago" },
  { path: "/lean-high-protein-breakfast/chicago", heading: /Chicago/ },
  { path: "/restaurants/high-protein", heading: /protein/i },
  { path: "/restaurant-nutrition/ihop", heading: /IHOP/ },
  { path: "/blog", heading: "The Healthy Plate" },
  { path: "/blog/tracking-macros-dining-out", heading: /./ },
  { path: "/guides/macro-counting-tips", heading: /./ },
  { path: "/tools/meal-builder", heading: /./ },
  { path: "/tools/macro-calculator", heading: /./ },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its heading and content in the server's HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // A streamed Suspense boundary would leave its content hidden until a script moves it in.
      expect(await page.locator('[hidden][id^="S:"]').count()).toBe(0);
      await expect(page.getByRole("status").filter({ hasText: /loading/i })).toHaveCount(0);
    });
  }
});

test("the largest text of the New York page is painted without waiting for a script", async ({ page }) => {
  // Block every script: the page must still paint its heading and restaurant names.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/healthy-restaurants/new-york");
  await expect(
    page.getByRole("heading", { level: 1, name: "Healthy Restaurants in New York" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
});
