// `npm run bench:load`: 60 s of load from 50 connections on the production build, on loopback only: a mix of
// pages (static and rendered per request), home searches, autocomplete and macro matches. Prints requests/s,
// p50/p95/p99 latency, the count of errors (non-2xx answers, socket errors, timeouts) and the load average.
// A benchmark, not a test: it prints figures and asserts nothing. Needs a build (`npm run build`); starts
// server/serve.ts on BENCH_PORT (default 3124) unless BENCH_BASE_URL is set. BENCH_SECONDS, BENCH_CONNECTIONS.
import autocannon from "autocannon";
import postgres from "postgres";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { startProductionServer, type ProductionServer } from "../production-server";
import { loadAverage, percentile } from "./harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The paths of the mix, weighted by repetition: what visitors do most comes up most. */
async function requestMix(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const cities = (await sql`select id, name from public.cities order by id`) as unknown as {
      id: string;
      name: string;
    }[];
    const [restaurant] = await sql`select id from public.restaurants order by id limit 1`;
    const pick = (i: number) => cities[i % cities.length]!;
    const paths: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const city = pick(i * 7);
      const prefix = city.name.slice(0, 2 + (i % 3)).toLowerCase();
      paths.push(
        "/", // static
        `/healthy-restaurants/${city.id}`, // static (ISR)
        "/blog", // static
        `/find-protein-meals?city=${encodeURIComponent(city.name)}`, // rendered per request
        `/api/search?q=${encodeURIComponent(city.name)}`,
        `/api/cities?prefix=${encodeURIComponent(prefix)}`,
        `/api/meals/match?protein=${25 + (i % 20)}&carbs=50&fat=20&calories=500&location=${encodeURIComponent(city.name)}`,
        `/api/meals/match?protein=${30 + i}`,
        `/api/restaurants/${restaurant!.id}`,
      );
    }
    return paths;
  } finally {
    await sql.end();
  }
}

async function main() {
  const databaseUrl = adminDatabaseUrl();
  if (!databaseUrl) throw new Error("Run through the launcher: npm run bench:load");
  const server: ProductionServer | null = process.env.BENCH_BASE_URL
    ? null
    : await startProductionServer(process.env.BENCH_PORT ?? 3124);
  const baseUrl = process.env.BENCH_BASE_URL ?? server!.baseUrl;
  try {
    const paths = await requestMix(databaseUrl);
    let next = 0;
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    console.log(`Load average before: ${loadAverage()}`);
    console.log(
      `${SECONDS} s, ${CONNECTIONS} connections, ${paths.length} paths in the mix, against ${baseUrl}`,
    );
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: baseUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 10,
          requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    });
    latencies.sort((a, b) => a - b);
    const errors = result.non2xx + result.errors + result.timeouts;
    console.log(
      `\nRequests:   ${result.requests.total} (${result.requests.average.toFixed(1)} requests/s on average)`,
    );
    console.log(
      `Latency:    p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `Statuses:   ${Object.entries(statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")}`,
    );
    console.log(
      `Errors:     ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    console.log(`Load average after: ${loadAverage()}`);
  } finally {
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
