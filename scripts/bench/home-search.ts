// `npm run bench`: times the home search's SQL calls on a large generated catalogue, in a database of its own
// (dropped afterwards), calling them as the site does (role anon, one transaction per call). Prints p50/p95.
import postgres from "postgres";
import { createPostgresAdapter } from "../../lib/backend/postgres-adapter";
import { ensureTemplate, templateName, withDatabase } from "../../test/template";
import { BENCH_CITIES, BENCH_RESTAURANTS, generateLargeCatalogue } from "./generate";

const CALLS = 300;
const WARM_UP = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, inputs: string[], call: (input: string) => Promise<unknown>) {
  for (const input of inputs.slice(0, WARM_UP)) await call(input);
  const times: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    await call(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  console.log(`${label.padEnd(44)} p50 ${fmt(percentile(times, 50))}   p95 ${fmt(percentile(times, 95))}   (${times.length} calls)`);
}

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("DATABASE_URL is not set: run 'npm run bench'.");
  await ensureTemplate(server);
  const name = "macro_bench";
  const admin = postgres(withDatabase(server, "postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}" template "${templateName()}"`);
  const url = withDatabase(server, name);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const api = createPostgresAdapter(url, { max: 1 });
  try {
    const started = performance.now();
    await generateLargeCatalogue(sql);
    const [counts] = await sql`select (select count(*) from public.cities)::int as cities,
      (select count(*) from public.restaurants)::int as restaurants, (select count(*) from public.meals)::int as meals`;
    console.log(
      `Generated ${BENCH_CITIES} + seed cities, ${BENCH_RESTAURANTS} + seed restaurants in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      counts,
    );

    const cities = await sql<{ name: string }[]>`select name from public.cities order by md5(id) limit ${CALLS}`;
    const prefixes = cities.map((city, i) => city.name.slice(0, 1 + (i % 4)));
    await time("list_cities_by_prefix (autocomplete)", prefixes, (prefix) =>
      api.call("list_cities_by_prefix", { prefix_param: prefix, result_limit: 20 }),
    );

    const zips = await sql<{ zip: string }[]>`select substring(address from '[0-9]{5}$') as zip from public.restaurants
      where name like 'Bench Grill %' order by md5(id::text) limit ${CALLS}`;
    await time("search_restaurants (ZIP, 25 miles)", zips.map((row) => row.zip), (zip) =>
      api.call("search_restaurants", { search_term: zip }),
    );
    await time("search_restaurants (city name)", cities.map((city) => city.name), (term) =>
      api.call("search_restaurants", { search_term: term }),
    );
  } finally {
    await Promise.all([sql.end(), api.end()]);
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
