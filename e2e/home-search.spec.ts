import { expect, test, type Page } from "./support/test";
import { SAME_ON_A_PHONE } from "./support/projects";
import { sql } from "./support/database";

// The site and this test read the same database: names come from it, not from a fixed list.

const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search for restaurants by city or zip code" });

async function chooseChicagoByKeyboard(page: Page) {
  await searchBox(page).fill("chi");
  await expect(page.getByRole("option", { name: "Chicago, IL" })).toBeVisible();
  await searchBox(page).press("ArrowDown");
  await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", /.+/);
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Restaurants in Chicago" })).toBeVisible();
}

test("typing a city prefix and choosing it from the dropdown by keyboard shows its restaurants", async ({
  page,
}) => {
  await page.goto("/");
  await chooseChicagoByKeyboard(page);
  // Each restaurant once, however many of its locations are in Chicago.
  const rows = await sql`select distinct r.name from public.restaurants r
    join public.locations l on l.restaurant_id = r.id where l.city_id = 'chicago' order by r.name`;
  const results = page.getByRole("region", { name: "Restaurants in Chicago" });
  await expect(results.getByRole("heading", { level: 3 })).toHaveCount(rows.length);
  await expect(
    results.getByRole("heading", { level: 3, name: rows[0]!.name as string, exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole("listbox")).toBeHidden();

  // New Search asks the database for a fresh random pick, not the page's cached one.
  const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/restaurants/random");
  await page.getByRole("button", { name: "New Search" }).click();
  const answer = await fresh;
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const picked = (await answer.json()) as { name: string }[];
  await expect(searchBox(page)).toHaveValue("");
  const suggestions = page.getByRole("region", { name: "Quick Suggestions" });
  await expect(suggestions.getByRole("heading", { level: 3 })).toHaveText(picked.map((r) => r.name));
});

test("the restaurant dialog links to a meal request locked to that restaurant", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("link", { name: /^View details of / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
  const link = dialog.getByRole("link", { name: "Request a meal here" });
  // The card names one location; the request is for the restaurant's menu, which all its locations share.
  const shown = new URLSearchParams(page.url().split("?")[1]).get("restaurant")!;
  const [owner] = await sql`select public.menu_owner(${shown}::uuid)::text as id`;
  const id = owner!.id as string;
  await expect(link).toHaveAttribute("href", `/request?restaurant=${id}`);
  await link.click();
  await expect(page).toHaveURL(`/request?restaurant=${id}`);
  const select = page.getByRole("combobox", { name: "Restaurant", exact: true });
  await expect(select).toBeDisabled();
  await expect(select).toHaveValue(id);
});

test("Escape closes the city dropdown", { tag: SAME_ON_A_PHONE }, async ({ page }) => {
  await page.goto("/");
  await searchBox(page).fill("san");
  await expect(page.getByRole("listbox", { name: "Matching cities" })).toBeVisible();
  await searchBox(page).press("Escape");
  await expect(page.getByRole("listbox", { name: "Matching cities" })).toBeHidden();
});

test(
  "searching with an empty box asks for a city or zip code",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Empty search")).toBeVisible();
    await expect(page.getByText("Please enter a city or zip code.")).toBeVisible();
  },
);

test(
  "a ZIP code search lists the nearest restaurants first, and an unknown ZIP finds none",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    const [nearest] = await sql`select r.name from public.locations l
    join public.restaurants r on r.id = l.restaurant_id, public.zip_codes z
    where z.zip = '60601' and l.latitude is not null
    order by public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude), r.name, r.id limit 1`;
    await page.goto("/");
    await searchBox(page).fill("60601");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const results = page.getByRole("region", { name: "Restaurants near 60601" });
    await expect(results).toBeVisible();
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(results.getByRole("heading", { level: 3 }).first()).toHaveText(nearest!.name as string);
    await expect(results.getByText(/^\d+(\.\d)? mi · /).first()).toBeVisible();

    await page.getByRole("button", { name: "New Search" }).click();
    await searchBox(page).fill("00000");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText('No restaurants found for "00000".')).toBeVisible();
  },
);

test("a ZIP search lists 24 restaurants, and Show more adds the next ones below, each once", async ({
  page,
}) => {
  await page.goto("/");
  await searchBox(page).fill("60601");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("region", { name: "Restaurants near 60601" });
  const names = results.getByRole("heading", { level: 3 });
  await expect(names).toHaveCount(24);
  const first = await names.allTextContents();
  await results.getByRole("link", { name: "Show more restaurants" }).click();
  await expect(names).toHaveCount(48);
  await expect(results.getByRole("status")).toHaveText("48 restaurants shown");
  // The focus stays on Show more, below what it added, not back at the top of the results.
  await expect(results.getByRole("link", { name: "Show more restaurants" })).toBeFocused();
  const all = await names.allTextContents();
  expect(all.slice(0, 24)).toEqual(first);
  // No restaurant twice: each is listed once, at its nearest location.
  const ids = await results
    .getByRole("link", { name: /^View details of / })
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("restaurant")),
    );
  expect(new Set(ids).size).toBe(ids.length);
  // Added in place: the address is still the search's, not the search page's next page.
  await expect(page).not.toHaveURL(/page=2/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "a ZIP search's next restaurants are the search page's next page",
    { tag: SAME_ON_A_PHONE },
    async ({ page }) => {
      await page.goto("/search?q=60601");
      const results = page.getByRole("region", { name: "Restaurants near 60601" });
      const names = results.getByRole("heading", { level: 3 });
      await expect(names).toHaveCount(24);
      const first = await names.allTextContents();
      await results.getByRole("link", { name: "Show more restaurants" }).click();
      await expect(page).toHaveURL(/\/search\?q=60601&page=2$/);
      await expect(names).toHaveCount(24);
      const second = await names.allTextContents();
      expect(second.filter((name) => first.includes(name))).toEqual([]);
      expect((await page.goto("/search?q=60601&page=0"))!.status()).toBe(404);
      expect((await page.goto("/search?q=Chicago&page=1000"))!.status()).toBe(404);
    },
  );

  test(
    "a city's restaurants on the search page come 12 to a page, each page's its own",
    { tag: SAME_ON_A_PHONE },
    async ({ page }) => {
      const city = await largestCity();
      await page.goto(`/search?city=${city.id}`);
      const results = page.getByRole("region", { name: `Restaurants in ${city.name}, ${city.state}` });
      const names = results.getByRole("heading", { level: 3 });
      await expect(names).toHaveCount(12);
      const first = await names.allTextContents();
      await results.getByRole("link", { name: "Show more restaurants" }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?city=${city.id}&page=2$`));
      const second = await names.allTextContents();
      expect(second.length).toBe(Math.min(12, city.restaurants - 12));
      expect(second.filter((name) => first.includes(name))).toEqual([]);
      const last = Math.ceil(city.restaurants / 12);
      expect((await page.goto(`/search?city=${city.id}&page=${last + 1}`))!.status()).toBe(404);
    },
  );
});

/** The city with the most restaurants: more than one page of them on the search page. */
async function largestCity() {
  const [city] = await sql`select c.id, c.name, c.state, s.restaurant_count::int as restaurants
    from public.cities c join public.city_stats s on s.city_id = c.id
    order by s.restaurant_count desc, c.id limit 1`;
  return city as { id: string; name: string; state: string; restaurants: number };
}

test(
  "on the search page, Show more adds the rest of a city's restaurants in place, each once",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    const city = await largestCity();
    expect(city.restaurants).toBeGreaterThan(12);
    await page.goto(`/search?city=${city.id}`);
    const results = page.getByRole("region", { name: `Restaurants in ${city.name}, ${city.state}` });
    const names = results.getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(12);
    await results.getByRole("link", { name: "Show more restaurants" }).click();
    await expect(names).toHaveCount(city.restaurants);
    await expect(results.getByRole("status")).toHaveText(`${city.restaurants} restaurants shown`);
    await expect(results.getByRole("link", { name: "Show more restaurants" })).toHaveCount(0);
    const ids = await results
      .getByRole("link", { name: /^View details of / })
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("restaurant")),
      );
    expect(new Set(ids).size).toBe(ids.length);
  },
);

test(
  "a city typed as diners write it is found: 'st louis', 'Saint Louis', 'ft lauderdale' and 'st lo'",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    await page.goto("/");
    for (const [typed, city] of [
      ["st louis", "Restaurants in St. Louis, MO"],
      ["Saint Louis", "Restaurants in St. Louis, MO"],
      ["ft lauderdale", "Restaurants in Fort Lauderdale, FL"],
      ["winston salem", "Restaurants in Winston-Salem, NC"],
    ] as const) {
      await searchBox(page).fill(typed);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: city, exact: true })).toBeVisible();
      await page.getByRole("button", { name: "New Search" }).click();
    }
    // The dropdown offers the city the abbreviation names, the largest of that name first.
    await searchBox(page).fill("st lo");
    const options = page.getByRole("listbox", { name: "Matching cities" }).getByRole("option");
    await expect(options.first()).toHaveText("St. Louis, MO");
    await searchBox(page).fill("coeur d al");
    await expect(options.first()).toHaveText("Coeur d'Alene, ID");
  },
);

test(
  "a chosen city is kept in recent searches after a reload",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    await page.goto("/");
    await chooseChicagoByKeyboard(page);
    await page.reload();
    const recent = page.getByRole("region", { name: "Recent Searches" });
    await expect(recent.getByRole("link", { name: "Chicago, IL" })).toBeVisible();
    await recent.getByRole("link", { name: "Chicago, IL" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Restaurants in Chicago" })).toBeVisible();
  },
);

test("opening a restaurant shows its meals and copies an order phrase", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [restaurant] = await sql`select r.name, r.id from public.restaurants r
    where exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'chicago')
      and exists (select 1 from public.meals m where m.restaurant_id = r.id)
    order by r.name limit 1`;
  const meals =
    await sql`select name from public.meals where restaurant_id = ${restaurant!.id} order by name, id`;
  await page.goto("/");
  await chooseChicagoByKeyboard(page);
  await page
    .getByRole("link", { name: `View meals at ${restaurant!.name}` })
    .first()
    .click();

  const dialog = page.getByRole("dialog", { name: restaurant!.name as string });
  await expect(dialog).toBeVisible();
  // The link names the place the card showed: one of the restaurant's Chicago locations.
  const places =
    await sql`select id from public.locations where restaurant_id = ${restaurant!.id} and city_id = 'chicago'`;
  const shown = new URL(page.url()).searchParams.get("restaurant");
  expect(places.map((row) => row.id as string)).toContain(shown);
  await expect(dialog.getByRole("heading", { name: "Available Meals" })).toBeVisible();
  const firstMeal = dialog
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 4, name: meals[0]!.name as string, exact: true }) })
    .first();
  await firstMeal.getByRole("tab", { name: "Customize Order" }).click();
  const copy = firstMeal.getByRole("button", { name: /^Copy: / }).first();
  const phrase = (await copy.getAttribute("aria-label"))!.replace(/^Copy: /, "");
  await copy.click();
  await expect(page.getByText("Customization request copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phrase);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/restaurant=/);
});

test(
  "a shared link opens the dialog on the highlighted meal, and Back closes it",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    const [meal] =
      await sql`select m.id, m.name, m.restaurant_id, r.name as restaurant_name from public.meals m
    join public.restaurants r on r.id = m.restaurant_id order by r.name, m.name desc limit 1`;
    await page.goto("/");
    await page.goto(`/?restaurant=${meal!.restaurant_id}&meal=${meal!.id}`);
    const dialog = page.getByRole("dialog", { name: meal!.restaurant_name as string });
    const highlighted = dialog.locator('[aria-current="true"]');
    await expect(
      highlighted.getByRole("heading", { name: meal!.name as string, exact: true }),
    ).toBeInViewport();
    await page.goBack();
    await expect(dialog).toBeHidden();
  },
);

test("a long menu's dialog draws every section with its first dishes, and more of a section on request", async ({
  page,
}) => {
  // The longest menu: a thousand items drawn at once kept a phone busy for seconds.
  const [restaurant] = await sql`select r.id, r.name from public.restaurants r
    join public.meals m on m.restaurant_id = r.id group by r.id order by count(*) desc, r.id limit 1`;
  await page.goto(`/?restaurant=${restaurant!.id}`);
  const dialog = page.getByRole("dialog", { name: restaurant!.name as string });
  const jumps = dialog
    .getByRole("navigation", { name: `Sections of the menu at ${restaurant!.name as string}` })
    .getByRole("button");
  await expect(jumps.first()).toBeVisible();
  const titles = (await jumps.allTextContents()).map((text) => text.replace(/\s*\d+$/, "").trim());
  expect(titles.length).toBeGreaterThan(2);
  for (const title of titles) {
    const section = dialog.getByRole("list", { name: title, exact: true });
    await expect(section.locator(":scope > li")).not.toHaveCount(0);
    expect(await section.locator(":scope > li").count()).toBeLessThanOrEqual(6);
  }
  // The whole dialog stays a few thousand elements, however long the menu.
  expect(await dialog.evaluate((element) => element.querySelectorAll("*").length)).toBeLessThan(8000);

  const more = dialog.getByRole("button", { name: /^Show \d+ more in .+, of \d+$/ }).first();
  const [, count, title, total] = /^Show (\d+) more in (.+), of (\d+)$/.exec(
    (await more.getAttribute("aria-label"))!,
  )!;
  const section = dialog.getByRole("list", { name: title, exact: true }).locator(":scope > li");
  await expect(section).toHaveCount(6);
  await more.click();
  await expect(section).toHaveCount(Math.min(6 + Number(count), Number(total)));
});

test(
  "an unknown restaurant in the link says 'Invalid restaurant'",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    await page.goto("/?restaurant=00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Invalid restaurant")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  },
);

test("on a phone the search button shows only its icon and nothing overflows sideways", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "mobile layout");
  await page.goto("/");
  const button = page.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeVisible();
  await expect(button.getByText("Search")).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});
