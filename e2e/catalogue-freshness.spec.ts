import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { E2E_REVALIDATE_SECRET } from "./support/revalidate";

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
