import { expect, test, waitForScripts, type Page } from "./support/test";
import { sql } from "./support/database";

// Every primary action works as plain HTML first: what a diner types or clicks before the page's scripts have run
// (or with JavaScript off) is kept and answered.

const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search for restaurants by city or zip code" });

/** The largest city whose name no other city shares, so typing its name finds it alone. */
async function cityWithRestaurants() {
  const [city] =
    await sql`select c.id, c.name, c.state from public.cities c join public.city_stats s on s.city_id = c.id
    where not exists (select 1 from public.cities o where lower(o.name) = lower(c.name) and o.id <> c.id)
    order by s.location_count desc, c.id limit 1`;
  return city as { id: string; name: string; state: string };
}

/** Holds the site's scripts until `release` is called: the page is painted and answers as plain HTML. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test("a search typed and submitted before the scripts run shows the results", async ({ context }) => {
  const city = await cityWithRestaurants();
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await searchBox(page).fill(city.name);
  await searchBox(page).press("Enter");
  release();
  await expect(page.getByRole("heading", { level: 2, name: `Restaurants in ${city.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^View meals at / }).first()).toBeVisible();
});

// The moment the scripts finish: Enter pressed right as they arrive, while React hydrates and before its effects
// have taken over what was typed. Each delay is a fresh page; none may lose the search.
for (const delay of [0, 10, 30, 60, 120, 250]) {
  test(`a search submitted ${delay} ms after the scripts arrive shows the results`, async ({ context }) => {
    const city = await cityWithRestaurants();
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await searchBox(page).fill(city.name);
    release();
    if (delay) await page.waitForTimeout(delay);
    await searchBox(page).press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: `Restaurants in ${city.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View meals at / }).first()).toBeVisible();
  });
}

test("text typed before the scripts run stays in the box and suggests cities once they run", async ({
  context,
}) => {
  const city = await cityWithRestaurants();
  const prefix = city.name.slice(0, 3);
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await searchBox(page).fill(prefix);
  release();
  await waitForScripts(page);
  await expect(searchBox(page)).toHaveValue(prefix);
  await expect(
    page.getByRole("listbox", { name: "Matching cities" }).getByRole("option").first(),
  ).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home search shows a city's restaurants, and asks for text when the box is empty", async ({
    page,
  }) => {
    const city = await cityWithRestaurants();
    await page.goto("/");
    await searchBox(page).fill(city.name);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 2, name: `Restaurants in ${city.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View meals at / }).first()).toBeVisible();
    // The box names the city found, with its state.
    await expect(searchBox(page)).toHaveValue(`${city.name}, ${city.state}`);

    await searchBox(page).fill("");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("alert")).toContainText("Empty search");
    await expect(page.getByRole("alert")).toContainText("Please enter a city or zip code.");
  });

  test("a search that finds nothing says so", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("00000");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "No results" })).toContainText(
      'No restaurants found for "00000".',
    );
  });

  test("the macro calculator's form shows the matching meals, and refuses a target past its limit", async ({
    page,
  }) => {
    await page.goto("/tools/macro-calculator");
    await page.getByRole("button", { name: "Find Matching Meals" }).click();
    await expect(page).toHaveURL(/\/tools\/macro-calculator\/results\?.*protein=30&/);
    await expect(page.getByRole("heading", { name: "Suggested Meals" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Suggested meals" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByLabel("Protein (g)")).toHaveValue("30");

    await page.getByLabel("Protein (g)").fill("20000");
    await page.getByRole("button", { name: "Find Matching Meals" }).click();
    await expect(page.getByLabel("Protein (g)")).toHaveAccessibleDescription(
      "Enter 1,000 g or less, or leave it empty.",
    );
    await expect(page.getByRole("heading", { name: "Suggested Meals" })).toHaveCount(0);
  });

  test("the request page's tabs are links to each form", async ({ page }) => {
    await page.goto("/request");
    await page.getByRole("tab", { name: "Suggest a City" }).click();
    await expect(page).toHaveURL(/\/request\?tab=city$/);
    await expect(page.getByRole("textbox", { name: "City name", exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Add a Restaurant" }).click();
    await expect(page.getByRole("textbox", { name: "Restaurant name", exact: true })).toBeVisible();
  });
});
