import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "./support/test";
import { sql } from "./support/database";
import { E2E_REVALIDATE_SECRET } from "./support/revalidate";
import { importAgainst, instanceFolder, newCityPlacesCsv, newRestaurantMenuCsv } from "../scripts/instances";
import { startProductionServer, type ProductionServer } from "../scripts/production-server";

// Two instances of one build on one database (docs/operations.md#instances), each serving its own copy of the
// build, as behind a load balancer: an import through the CLI refreshes the first, and the second shows the same
// within the wait below: the new city's pages (not a 404), a new place on a city page both had cached, the new
// restaurant's page and the sitemap. The wait is a bound, not a measure (bench:instances prints the time); it is
// shorter than the minute a list of known cities lasts and the hour a cached page lasts, which is what the second
// instance would take if it followed only its own process.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const WAIT_MS = 30_000;

let servers: ProductionServer[] = [];
let folder: { dir: string; remove: () => void } | null = null;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = instanceFolder();
  // The micro-cache stays on, as in production: a write must empty it on both instances too.
  const env = { REVALIDATE_SECRET: E2E_REVALIDATE_SECRET, TRUSTED_PROXY_HOPS: "1" };
  const started = await Promise.allSettled([
    startProductionServer(FIRST_PORT, env),
    startProductionServer(FIRST_PORT + 1, env, undefined, folder.dir),
  ]);
  // Both are stopped after, even when the other failed to start.
  servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;
});

test.afterAll(async () => {
  for (const server of servers) server.stop();
  folder?.remove();
});

/** Runs an import command of the CLI against the first instance. */
const importAgainstFirst = (kind: "menus" | "locations", csv: string) =>
  importAgainst(servers[0]!.baseUrl, E2E_REVALIDATE_SECRET, kind, csv);

let request: APIRequestContext;
const read = async (base: string, pathname: string) => {
  const response = await request.get(`${base}${pathname}`, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
};

/** Waits until every instance answers the path with 200 and a page that contains the text. */
async function expectOnEveryInstance(pathname: string, text: string) {
  for (const { baseUrl } of servers) {
    await expect
      .poll(
        async () => {
          // An answer cut off (a render that failed on a loaded machine) counts as not showing it yet.
          const page = await read(baseUrl, pathname).catch(() => null);
          return page?.status === 200 && page.text.includes(text);
        },
        { message: `${baseUrl}${pathname} shows ${text}`, timeout: WAIT_MS, intervals: [250] },
      )
      .toBe(true);
  }
}

test("an import through one instance shows on the other: a new city, a new place on a cached city page, its restaurant page and the sitemap", async ({
  request: context,
}) => {
  test.setTimeout(240_000);
  request = context;
  const tag = randomBytes(4).toString("hex");
  const cityName = `Twinford ${tag}`;
  const cityId = `twinford-${tag}-id`;
  const places = ["North", "South", "East"].map((side) => `Twin ${side} Grill ${tag}`);
  const newcomer = `Second Instance Kitchen ${tag}`;
  const newcomerSlug = `second-instance-kitchen-${tag}`;
  const meal = `Shared Freshness Plate ${tag}`;
  const cityPage = `/healthy-restaurants/${cityId}`;
  try {
    // Before: both instances know neither the city nor the restaurant, and have read the sitemap.
    for (const { baseUrl } of servers) {
      expect((await read(baseUrl, cityPage)).status).toBe(404);
      expect((await read(baseUrl, `/restaurant-nutrition/${newcomerSlug}`)).status).toBe(404);
      expect((await read(baseUrl, "/sitemaps/1.xml")).text).not.toContain(cityId);
    }

    // Three places of three restaurants make a new city, one enough to be listed in the sitemap.
    const locations = importAgainstFirst("locations", newCityPlacesCsv(cityName, places));
    expect(locations).toContain("cities 1 created");
    expect(locations).toMatch(/Pages refreshed at /);
    await expectOnEveryInstance(cityPage, places[0]!);
    await expectOnEveryInstance("/sitemaps/1.xml", `/healthy-restaurants/${cityId}<`);
    // Both instances now keep the city page: read it again, so the next change must replace a cached page.
    for (const { baseUrl } of servers) expect((await read(baseUrl, cityPage)).text).not.toContain(newcomer);

    // A menu for a new restaurant in that city: a new place on the cached city page, and its own page.
    const menus = importAgainstFirst("menus", newRestaurantMenuCsv(cityName, newcomer, meal));
    expect(menus).toMatch(/Pages refreshed at /);
    await expectOnEveryInstance(cityPage, newcomer);
    await expectOnEveryInstance(`/restaurant-nutrition/${newcomerSlug}`, meal);
    await expectOnEveryInstance("/sitemaps/1.xml", `/restaurant-nutrition/${newcomerSlug}<`);
  } finally {
    await sql`delete from public.restaurants where name = any(${[...places, newcomer]})`;
    await sql`delete from public.cities where id = ${cityId}`;
    await sql`select public.refresh_catalogue_summaries()`;
    await fetch(`${servers[0]!.baseUrl}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ cities: [cityId], restaurants: [...places, newcomer] }),
    });
  }
});
