// Benchmark: the largest page of every route, its HTML raw and gzipped, against the budget (150 KB raw, 25 KB
// gzip). Candidates come from the crawlers' sitemap (/sitemap.xml and its parts) and a few pages it does not list;
// a route with many pages (the four city page kinds) is measured on the cities with the most restaurants (read
// from the database), every other route on all its pages. The largest pages of each route are then searched for
// the pages they lead to under their own address (a listing's next page, a chain's menu by category, a
// protein-per-calorie order), one level deep. Needs a running production server:
// `npm run bench:page-sizes [-- base URL]` (default http://127.0.0.1:3000, or PAGE_SIZES_BASE_URL).
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { loadAverage, printTable } from "./harness";

const BASE = (
  process.argv.slice(2).find((arg) => arg.startsWith("http")) ??
  process.env.PAGE_SIZES_BASE_URL ??
  "http://127.0.0.1:3000"
).replace(/\/$/, "");
const RAW_BUDGET = 150 * 1024;
const GZIP_BUDGET = 25 * 1024;
/** The cities measured for each city page kind: the ones with the most restaurants. */
const CITY_CANDIDATES = 4;
/** How many of a route's largest pages are searched for the pages under them. */
const FOLLOWED_PER_ROUTE = 5;
const CONCURRENCY = 4;
/** Pages the sitemap does not list (personal, search, tool results). */
const EXTRA_PAGES = ["/search?q=chicken", "/my-meals", "/login", "/tools/macro-calculator/results"];

const CITY_KINDS =
  /^\/(healthy-restaurants|high-protein-restaurants|high-protein-breakfast|lean-high-protein-breakfast)\//;

/** The route a path belongs to: its dynamic segments written as [name], as under app/. */
const routeOf = (path: string) => appRoute(path).replace(/\/page\/\d+$/, "/page/[page]");

function appRoute(path: string): string {
  const pathname = path.split("?")[0]!;
  const parts = pathname.split("/").filter(Boolean);
  const pattern = (names: (string | null)[]) =>
    "/" + parts.map((part, i) => (names[i] ? `[${names[i]}]` : part)).join("/");
  if (CITY_KINDS.test(pathname)) return pattern([null, "citySlug"]);
  switch (parts[0]) {
    case "restaurant-nutrition":
      return pattern([null, "restaurantName", "category"]);
    case "cities":
      return pattern([null, "state"]);
    case "blog":
      return parts[1] === "rss.xml" ? pathname : pattern([null, "slug"]);
    case "restaurants":
      return parts[1] === "meal-type" ? pattern([null, null, "mealType"]) : pattern([null, "listing"]);
    case "request":
      return parts[1] === "status" ? pattern([null, null, "token"]) : pathname;
    default:
      return pathname || "/";
  }
}

type Measured = { path: string; status: number; raw: number; gzip: number; html: string };

async function measure(path: string): Promise<Measured> {
  const response = await fetch(`${BASE}${path}`, { redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    path,
    status: response.status,
    raw: body.length,
    gzip: gzipSync(body).length,
    html: body.toString(),
  };
}

async function measureAll(paths: string[]): Promise<Measured[]> {
  const results: Measured[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        results.push(await measure(path));
      }
    }),
  );
  return results;
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const toPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Every address of the crawlers' sitemap, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const parts = await Promise.all(
    locs(index).map(async (url) => (await fetch(`${BASE}${toPath(url)}`)).text()),
  );
  return parts.flatMap(locs).map(toPath);
}

/** The cities with the most restaurants, biggest first. */
async function largestCityIds(): Promise<string[]> {
  const url = process.env.DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error("No database: run through the launcher (npm run bench:page-sizes).");
  const sql = postgres(url, { max: 1 });
  try {
    const rows = await sql<{ city_id: string }[]>`
      select city_id from public.locations group by city_id
      order by count(distinct restaurant_id) desc, city_id limit ${CITY_CANDIDATES}`;
    return rows.map((row) => row.city_id);
  } finally {
    await sql.end();
  }
}

/** The links in a page's HTML that lead under its own address (`/x/y` or `/x?sort=…` from `/x`). */
function pagesUnder(page: Measured): string[] {
  const own = page.path.split("?")[0]!;
  const hrefs = [...page.html.matchAll(/href="([^"#]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  return hrefs.filter((href) => href !== own && (href.startsWith(`${own}/`) || href.startsWith(`${own}?`)));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  console.log(`Page sizes at ${BASE}, load average ${loadAverage()}`);
  const [listed, cityIds] = await Promise.all([sitemapPaths(), largestCityIds()]);
  const cities = new Set(cityIds);
  // The search page answers a city search with the city's every restaurant: the largest city is its largest page.
  const searches = cityIds.slice(0, 1).map((id) => `/search?city=${id}`);
  const candidates = [...new Set([...listed, ...EXTRA_PAGES, ...searches])].filter((path) => {
    if (!CITY_KINDS.test(path)) return true;
    return cities.has(path.split("/")[2]!);
  });
  const measured = new Map<string, Measured>();
  const record = (pages: Measured[]) => pages.forEach((page) => measured.set(page.path, page));
  record(await measureAll(candidates));

  // One level under the largest pages of each route: the pages they link to under their own address.
  const byRoute = () => {
    const routes = new Map<string, Measured[]>();
    for (const page of measured.values()) {
      const route = routeOf(page.path);
      routes.set(route, [...(routes.get(route) ?? []), page]);
    }
    return routes;
  };
  const followed = [...byRoute().values()].flatMap((pages) =>
    [...pages]
      .sort((a, b) => b.raw - a.raw)
      .slice(0, FOLLOWED_PER_ROUTE)
      .flatMap(pagesUnder),
  );
  record(await measureAll([...new Set(followed)].filter((path) => !measured.has(path))));

  const routes = byRoute();
  const over = [...measured.values()].filter((page) => page.raw > RAW_BUDGET || page.gzip > GZIP_BUDGET);
  const rows = [...routes]
    .map(([route, pages]) => {
      const largest = pages.reduce((a, b) => (b.raw > a.raw ? b : a));
      const within = largest.raw <= RAW_BUDGET && largest.gzip <= GZIP_BUDGET;
      return { route, largest, pages: pages.length, within };
    })
    .sort((a, b) => b.largest.raw - a.largest.raw)
    .map(({ route, largest, pages, within }) => [
      route,
      largest.path,
      String(largest.status),
      String(pages),
      kb(largest.raw),
      kb(largest.gzip),
      within ? "yes" : "NO",
    ]);
  printTable(["route", "largest page", "status", "pages", "raw KB", "gzip KB", "within"], rows);
  const errors = [...measured.values()].filter((page) => page.status >= 400);
  console.log(
    `\n${measured.size} pages measured; ${over.length} over the budget (${kb(RAW_BUDGET)} KB raw, ${kb(GZIP_BUDGET)} KB gzip); ${errors.length} answered 4xx or 5xx.`,
  );
  for (const page of errors.slice(0, 20)) console.log(`  ${page.status} ${page.path}`);
  console.log(`Load average after: ${loadAverage()}`);
}

await main();
