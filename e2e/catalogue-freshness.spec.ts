import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { E2E_REVALIDATE_SECRET } from "./support/revalidate";
import { MENU_CHECKS_PAGE_ROWS } from "../lib/nutrition/menu-checks";

// When a page shows new data (docs/architecture.md#freshness): an import commits, asks the site to refresh what it
// changed, and every affected page shows it on its next request, the new city's own pages included, with no
// minute of 404 and no hour of the old page.

const HEADER = "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar,source";

const CITY_PAGES = [
  "healthy-restaurants",
  "high-protein-restaurants",
  "high-protein-breakfast",
  "lean-high-protein-breakfast",
];

test("an import shows on every affected page at once, the new city's own pages included", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(4).toString("hex");
  const cityName = `Freshwater ${tag}`;
  const cityId = `freshwater-${tag}-id`;
  const restaurant = `Fresh Import Kitchen ${tag}`;
  const restaurantSlug = `fresh-import-kitchen-${tag}`;
  const meal = `Import Day Protein Plate ${tag}`;
  const source = `Freshness check ${tag}`;

  // Before the import: the city and the restaurant are unknown, and the pages that will list them are cached.
  for (const kind of CITY_PAGES) expect((await request.get(`/${kind}/${cityId}`)).status()).toBe(404);
  expect((await request.get(`/restaurant-nutrition/${restaurantSlug}`)).status()).toBe(404);
  const before = {
    state: await (await request.get("/cities/id")).text(),
    sources: await (await request.get("/about/data")).text(),
    index: await (await request.get("/restaurant-nutrition-facts")).text(),
  };
  expect(before.state).not.toContain(cityName);
  expect(before.sources).not.toContain(source);
  expect(before.index).not.toContain(restaurant);

  const dir = mkdtempSync(path.join(os.tmpdir(), "freshness-"));
  const file = path.join(dir, "menus.csv");
  writeFileSync(
    file,
    `${HEADER}\n${restaurant},${cityName},ID,1 Harbor Road,${meal},,520,48,40,14,3,${source}\n`,
  );
  try {
    const output = execFileSync("npx", ["tsx", "scripts/import.ts", file, `--site=${baseURL}`], {
      env: { ...process.env, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
      encoding: "utf8",
    });
    expect(output).toContain("cities 1 created");
    expect(output).toMatch(/Pages refreshed at /);

    // At once: no waiting, no second request.
    for (const kind of CITY_PAGES) {
      const response = await request.get(`/${kind}/${cityId}`);
      expect(response.status(), `/${kind}/${cityId}`).toBe(200);
      expect(await response.text()).toContain(cityName);
    }
    const overview = await (await request.get(`/healthy-restaurants/${cityId}`)).text();
    expect(overview).toContain(restaurant);
    const nutrition = await request.get(`/restaurant-nutrition/${restaurantSlug}`);
    expect(nutrition.status()).toBe(200);
    expect(await nutrition.text()).toContain(meal);
    expect(await (await request.get("/cities/id")).text()).toContain(cityName);
    expect(await (await request.get("/about/data")).text()).toContain(source);
    expect(await (await request.get("/restaurant-nutrition-facts")).text()).toContain(restaurant);
  } finally {
    await sql`delete from public.restaurants where name = ${restaurant}`;
    await sql`delete from public.cities where id = ${cityId}`;
    await sql`select public.refresh_catalogue_summaries()`;
    await request.post("/api/revalidate", {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { cities: [cityId], restaurants: [restaurant] },
    });
  }
});

// The HTML budget of every page (docs/performance.md#page-sizes).
const HTML_BUDGET_BYTES = 150 * 1024;

test("the table of every menu keeps each page within the HTML budget as menus are added, its pages linked", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomBytes(4).toString("hex");
  // More menus than a page holds: without pages, the first page would grow by all of them (about 1.2 KB each).
  const added = MENU_CHECKS_PAGE_ROWS + 10;
  const names = Array.from(
    { length: added },
    (_, at) => `Zz Paging Kitchen ${tag} ${String(at).padStart(2, "0")}`,
  );
  const size = async (path: string) => {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 200 });
    return Buffer.byteLength(await response.text());
  };
  const before = await size("/about/data/menus");

  const dir = mkdtempSync(path.join(os.tmpdir(), "paging-"));
  const file = path.join(dir, "menus.csv");
  writeFileSync(
    file,
    `${HEADER}\n${names
      .map(
        (name, at) =>
          `${name},Boise,ID,${at + 1} Paging Road,Paging Plate,,520,48,40,14,3,Paging check ${tag}`,
      )
      .join("\n")}\n`,
  );
  try {
    execFileSync("npx", ["tsx", "scripts/import.ts", file, `--site=${baseURL}`], {
      env: { ...process.env, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
      encoding: "utf8",
    });
    // The first page is about as long as before, whatever the number of menus: a page link more and a count's
    // digits, never the added rows (about 1.2 KB each, some 70 KB for these).
    const after = await size("/about/data/menus");
    expect(Math.abs(after - before)).toBeLessThan(4 * 1024);
    expect(after).toBeLessThan(HTML_BUDGET_BYTES);

    // Server-rendered pages, linked in order: every page within the budget and its rows a page's at most, and
    // every added menu on one of them, once.
    await page.goto("/about/data/menus");
    const seen: string[] = [];
    for (let pages = 1; ; pages++) {
      const table = page.getByRole("table", { name: /Each menu's source and date/ });
      const rows = table.getByRole("row").filter({ has: page.getByRole("link") });
      expect(await rows.count()).toBeLessThanOrEqual(MENU_CHECKS_PAGE_ROWS);
      expect(await size(new URL(page.url()).pathname)).toBeLessThan(HTML_BUDGET_BYTES);
      for (const text of await rows.allInnerTexts()) {
        const name = names.find((candidate) => text.includes(candidate));
        if (name) seen.push(name);
      }
      const next = page
        .getByRole("navigation", { name: "Pages of menus", exact: true })
        .getByRole("link", { name: "Next" });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/about/data/menus/page/${pages + 1}$`));
    }
    expect(seen.sort()).toEqual(names);
  } finally {
    await sql`delete from public.restaurants where name like ${`Zz Paging Kitchen ${tag} %`}`;
    await sql`select public.refresh_catalogue_summaries()`;
    await request.post("/api/revalidate", {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { cities: ["boise-id"], restaurants: names },
    });
  }
});
