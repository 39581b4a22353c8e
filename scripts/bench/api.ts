// `npm run bench:api`: p50/p95 wall-clock of every /api/v1 route, its documented example answered by the route
// handler itself (limit, query, SQL, JSON, ETag), on the national benchmark database (scripts/bench/national.ts).
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
  let client = 0;
  for (const route of API_ROUTES) {
    const handler = routes[route.path]!;
    const url = exampleUrl(route, "http://localhost");
    const call = async () => {
      client += 1;
      // Each request from a client of its own: the figures measure the route, not the rate limit's refusals.
      const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
      const response = await handler(new Request(url, { headers: { "x-forwarded-for": address } }), {
        params: Promise.resolve({ id: route.example.path?.["id"] ?? "" }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${route.path}: ${response.status} ${body.slice(0, 200)}`);
    };
    for (let i = 0; i < 3; i += 1) await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    const target = TARGET_MS[route.path] ?? 50;
    const p95 = percentile(times, 95);
    rows.push([
      route.path,
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      `<= ${target} ${p95 <= target ? "ok" : "MISSED"}`,
    ]);
  }
  printTable(["route (its documented example)", "p50 ms", "p95 ms", "target"], rows);
  console.log(`\nload average at the end: ${loadAverage()}`);
  await endBackend();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
