// What one request costs `npm start`'s server in CPU when its address is one the caches do not hold yet: a static
// page asked for with a parameter its scripts read (served from Next's prerender cache, then rewritten and
// compressed for that address: what any query cost before the proxy sent junk ones away), the same page with a junk
// parameter (a 308 to its address, then the cached page), the cached page itself, and a city's Open Graph image the
// first time it is asked for and again once the micro-cache has let it go (Next's own cache). Prints the median
// milliseconds of server CPU per request over several rounds, with the load average; docs/performance.md has them.
// Needs a build (`npm run build`); starts the server on BENCH_PORT (default 3127).
// `npm run bench:query-cost [-- --requests=200 --rounds=5 --path=/healthy-restaurants/new-york]`
import { readdirSync } from "node:fs";
import postgres from "postgres";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { startProductionServer } from "../production-server";
import { loadAverage, median, printTable, treeCpu } from "./harness";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", "200"));
const ROUNDS = Number(option("rounds", "5"));
const PAGE = option("path", "/healthy-restaurants/new-york");
const IMAGES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds of server CPU per request for these addresses, sent four at a time, every body read. */
async function cpuPerRequest(pid: number, base: string, paths: string[]): Promise<number> {
  const before = treeCpu(pid);
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (path) => {
        const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br, gzip" } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      }),
    );
  }
  return ((treeCpu(pid) - before) * 1000) / paths.length;
}

/** Cities whose image the build did not draw (it draws the largest cities'), so the first request draws it. */
async function undrawnCities(count: number): Promise<string[]> {
  const prebuilt = new Set(
    readdirSync(".next/server/app/healthy-restaurants", { withFileTypes: true }).map((e) => e.name),
  );
  const sql = postgres(adminDatabaseUrl()!, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<
      { id: string }[]
    >`select id from public.cities order by md5(id) limit ${count * 4}`;
    return rows
      .map((row) => row.id)
      .filter((id) => !prebuilt.has(id))
      .slice(0, count);
  } finally {
    await sql.end();
  }
}

const server = await startProductionServer(process.env.BENCH_PORT ?? 3127);
try {
  const base = server.baseUrl;
  const cities = await undrawnCities(IMAGES * ROUNDS);
  const image = (city: string) => `/healthy-restaurants/${city}/opengraph-image`;
  await cpuPerRequest(
    server.pid,
    base,
    Array.from({ length: 20 }, () => PAGE),
  );
  const figures: Record<string, number[]> = {};
  const add = (label: string, ms: number) => (figures[label] ??= []).push(ms);
  for (let round = 0; round < ROUNDS; round += 1) {
    const unique = (name: string) =>
      Array.from({ length: REQUESTS }, (_, i) => `${PAGE}?${name}=r${round}-${i}`);
    add(
      `${PAGE}?restaurant=…N (a query its scripts read)`,
      await cpuPerRequest(server.pid, base, unique("restaurant")),
    );
    add(
      `${PAGE}?x=…N (a junk query: 308, then the cached page)`,
      await cpuPerRequest(server.pid, base, unique("x")),
    );
    add(`${PAGE} (the cached page)`, await cpuPerRequest(server.pid, base, Array(REQUESTS).fill(PAGE)));
    const drawn = cities.slice(round * IMAGES, (round + 1) * IMAGES).map(image);
    add("a city's Open Graph image, first request", await cpuPerRequest(server.pid, base, drawn));
    // Past the micro-cache's 5 seconds: what Next's own cache answers.
    await sleep(6000);
    add("the same image again (Next's cache)", await cpuPerRequest(server.pid, base, drawn));
  }
  console.log(
    `\nServer CPU per request, median of ${ROUNDS} rounds (${REQUESTS} requests, ${IMAGES} images each)\n`,
  );
  printTable(
    ["request", "ms CPU"],
    Object.entries(figures).map(([label, values]) => [label, median(values).toFixed(2)]),
  );
  console.log(`\nLoad average: ${loadAverage()}`);
} finally {
  server.stop();
}
