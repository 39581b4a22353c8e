// `npm run bench:api`: p50/p95 wall-clock of every /api/v1 route, its documented example answered by the route
// handler itself (limit, query, SQL, JSON, ETag), on the national benchmark database (scripts/bench/national.ts),
// then of the bulk files as stored (the index, a chain's CSV, the places' CSV, and a 304 for a client holding it).
// Benchmark, not a test: it asserts nothing. Options: --runs=N (default 30), --database=<name> (measure that
// database, already built, instead), --seed (measure the seed database the launcher started).
import { performance } from "node:perf_hooks";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { withDatabase } from "../../test/template";
import { loadAverage, percentile, printTable } from "./harness";
import { nationalDatabase } from "./national";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(option("runs") ?? 30);
const DATABASE = option("database");
const SEED = process.argv.includes("--seed");
// The targets: every route within 50 ms at p95, the best orders within 200 ms.
const TARGET_MS: Record<string, number> = { "/api/v1/chains/{id}/orders": 200 };

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type Download = (request: Request, context: { params: Promise<{ file: string }> }) => Promise<Response>;

let client = 0;
/** Each request from a client of its own: the figures measure the route, not the rate limit's refusals. */
function clientHeaders(): Record<string, string> {
  client += 1;
  return { "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
}

/** p50 and p95 of `runs` calls after 3 to warm up; each call throws unless it answers `status`. */
async function measure(runs: number, call: () => Promise<void>) {
  for (let i = 0; i < 3; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The bulk files' rows: each file as stored, read whole, and the 304 of a client that holds the places' CSV. */
async function downloadRows(): Promise<string[][]> {
  const file: Download = (await import("../../app/downloads/[file]/route")).GET;
  const index = (await import("../../app/downloads/index.json/route")).GET;
  const get = async (name: string, status: number, headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost/downloads/${name}`, {
      headers: { ...clientHeaders(), ...headers },
    });
    const response = await (name === "index.json"
      ? index(request)
      : file(request, { params: Promise.resolve({ file: name }) }));
    const body = await response.text();
    if (response.status !== status) throw new Error(`${name}: ${response.status} ${body.slice(0, 200)}`);
    return response;
  };
  const placesTag = (await get("places.csv", 200)).headers.get("etag")!;
  const cases: [string, number, () => Promise<unknown>][] = [
    ["/downloads/index.json", RUNS, () => get("index.json", 200)],
    ["/downloads/menu-chipotle.csv", RUNS, () => get("menu-chipotle.csv", 200)],
    ["/downloads/places.csv (40 MB)", Math.min(RUNS, 10), () => get("places.csv", 200)],
    [
      "/downloads/places.csv, If-None-Match",
      RUNS,
      () => get("places.csv", 304, { "if-none-match": placesTag }),
    ],
  ];
  const rows: string[][] = [];
  for (const [name, runs, call] of cases) {
    const { p50, p95 } = await measure(runs, async () => void (await call()));
    rows.push([name, p50.toFixed(1), p95.toFixed(1), "-"]);
  }
  return rows;
}

async function handlers(): Promise<Record<string, Handler>> {
  return {
    "/api/v1/chains": (await import("../../app/api/v1/chains/route")).GET,
    "/api/v1/chains/{id}/menu": (await import("../../app/api/v1/chains/[id]/menu/route")).GET,
    "/api/v1/chains/{id}/orders": (await import("../../app/api/v1/chains/[id]/orders/route")).GET,
    "/api/v1/places": (await import("../../app/api/v1/places/route")).GET,
    "/api/v1/meals/match": (await import("../../app/api/v1/meals/match/route")).GET,
    "/api/v1/meals/budget": (await import("../../app/api/v1/meals/budget/route")).GET,
    "/api/v1/meals/{id}": (await import("../../app/api/v1/meals/[id]/route")).GET,
  };
}

async function main() {
  const serverUrl = adminDatabaseUrl();
  if (!serverUrl)
    throw new Error("DATABASE_URL is not set: run through scripts/launch.ts (npm run bench:api).");
  if (!SEED)
    process.env.DATABASE_URL = DATABASE
      ? withDatabase(serverUrl, DATABASE)
      : await nationalDatabase(serverUrl);
  const { API_ROUTES } = await import("../../lib/api/routes");
  const { exampleUrl } = await import("../../lib/api/examples");
  const { endBackend } = await import("../../lib/backend/rpc");
  const routes = await handlers();
  console.log(
    `${SEED ? "seed" : "national"} database; ${RUNS} requests a route; load average ${loadAverage()}\n`,
  );
  const rows: string[][] = [];
  for (const route of API_ROUTES) {
    const handler = routes[route.path]!;
    const url = exampleUrl(route, "http://localhost");
    const { p50, p95 } = await measure(RUNS, async () => {
      const response = await handler(new Request(url, { headers: clientHeaders() }), {
        params: Promise.resolve({ id: route.example.path?.["id"] ?? "" }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${route.path}: ${response.status} ${body.slice(0, 200)}`);
    });
    const target = TARGET_MS[route.path] ?? 50;
    rows.push([
      route.path,
      p50.toFixed(1),
      p95.toFixed(1),
      `<= ${target} ${p95 <= target ? "ok" : "MISSED"}`,
    ]);
  }
  rows.push(...(await downloadRows()));
  printTable(["route (its documented example)", "p50 ms", "p95 ms", "target"], rows);
  console.log(`\nload average at the end: ${loadAverage()}`);
  await endBackend();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
