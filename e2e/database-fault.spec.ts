import { expect, test, waitForScripts } from "./support/test";
import { createScratchServer, type ScratchServer } from "../lib/local-database/embedded";
import { createDatabaseIfMissing, migrate } from "../lib/local-database/migrations";
import { startProductionServer, type ProductionServer } from "../scripts/production-server";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "../lib/http/messages";

// The fault test: a production server on a database of its own, which is stopped while the server runs and then
// started again. Static pages keep answering, dynamic calls say the database is unreachable, and the site recovers
// without a restart. Its own database, so stopping it disturbs no other test.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BASE = `http://127.0.0.1:${PORT}`;

let database: ScratchServer | null = null;
let site: ProductionServer | null = null;

const get = (pathname: string) => fetch(`${BASE}${pathname}`, { signal: AbortSignal.timeout(30_000) });

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server is enough: the mobile project skips it");
  // A new server, every migration and a production server's start: minutes on a busy two-core machine.
  test.setTimeout(360_000);
  database = await createScratchServer("macro-fault-");
  await database.start();
  const url = database.url();
  await createDatabaseIfMissing(url);
  await migrate(url);
  // The site's own answers are under test, so its short shared cache is off: like a CDN, it would answer a request
  // made in the last 5 seconds from its copy (server/micro-cache.ts, tested on its own).
  site = await startProductionServer(PORT, { DATABASE_URL: url, MICRO_CACHE_SECONDS: "0" });
});

test.afterAll(async () => {
  site?.stop();
  await database?.remove();
});

test("with the database stopped, static pages answer and dynamic calls say the database is unreachable; then it recovers", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A page first: the server's one database adapter is then created by the page's bundle, and the routes must
  // still recognise its errors.
  expect((await get("/find-protein-meals?city=Chicago")).status).toBe(200);
  expect((await get("/api/search?q=Chicago")).status).toBe(200);

  // Pages used while the database still answers: a home search, and the calculator's results. A context of their
  // own: the browser's cache of their answers must not serve the home search below.
  const context = await browser.newContext();
  const home = await context.newPage();
  await home.goto(`${BASE}/`);
  await waitForScripts(home);
  await home.getByRole("combobox", { name: "Search for restaurants by city or zip code" }).fill("Chicago");
  await home.keyboard.press("Enter");
  await expect(home.getByRole("button", { name: "New Search" })).toBeVisible();
  const calculator = await context.newPage();
  await calculator.goto(`${BASE}/tools/macro-calculator`);
  await waitForScripts(calculator);
  await calculator.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(
    calculator.getByRole("list", { name: "Suggested meals" }).getByRole("link").first(),
  ).toBeVisible();

  await database!.stop();

  // The request page renders without its restaurant list and says so.
  await page.goto(`${BASE}/request`);
  await expect(page.getByRole("alert").filter({ hasText: "Could not load restaurants list." })).toContainText(
    "Error",
  );
  await expect(page.getByRole("button", { name: "Submit Meal Request" })).toBeVisible();
  // A blog post the database cannot give: the notice, then back to the blog list.
  await page.goto(`${BASE}/blog/a-post-not-built-yet`);
  await expect(page.getByText(DATABASE_ERROR_TITLE).first()).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/blog`);
  // New Search's fresh suggestions fail: the spec's toast with the server's message.
  await home.getByRole("button", { name: "New Search" }).click();
  await expect(home.getByText("Error fetching suggested restaurants")).toBeVisible();
  await expect(home.getByText(DATABASE_ERROR_MESSAGE)).toBeVisible();
  // A calculator result whose restaurant cannot be loaded.
  await calculator.getByRole("list", { name: "Suggested meals" }).getByRole("link").first().click();
  await expect(calculator.getByText("Could not fetch restaurant details.")).toBeVisible();
  await context.close();

  for (const pathname of ["/", "/healthy-restaurants/new-york", "/blog", "/guides/understanding-nutrition"]) {
    expect(await get(pathname).then((r) => r.status), pathname).toBe(200);
  }
  for (const pathname of ["/api/search?q=Chicago", "/api/cities?prefix=chi", "/api/meals/match?protein=30"]) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: { code: "database_unavailable", message: DATABASE_ERROR_MESSAGE },
    });
  }

  // A page rendered per request shows the spec's message, with no stack or error detail.
  await page.goto(`${BASE}/find-protein-meals?city=Chicago`);
  await expect(page.getByRole("heading", { name: DATABASE_ERROR_TITLE })).toBeVisible();
  await expect(page.getByText(DATABASE_ERROR_MESSAGE)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/ECONNREFUSED|at .*\.js|Error:/);

  // The home search in the browser: the single toast.
  await page.goto(`${BASE}/`);
  await page.getByRole("combobox", { name: "Search for restaurants by city or zip code" }).fill("Chicago");
  await page.keyboard.press("Enter");
  await expect(page.getByText(DATABASE_ERROR_TITLE)).toBeVisible();

  await database!.start();
  await expect.poll(async () => (await get("/api/search?q=Chicago")).status, { timeout: 30_000 }).toBe(200);
  await page.goto(`${BASE}/find-protein-meals?city=Chicago`);
  await expect(page.getByRole("heading", { name: "Find High-Protein Meals" })).toBeVisible();
});
