// `npm run bench`: times the home search's SQL calls on the national benchmark catalogue (scripts/bench/national.ts),
// calling them as the site does (role anon, one transaction per call). Prints p50/p95.
import postgres from "postgres";
import { createPostgresAdapter } from "../../lib/backend/postgres-adapter";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { loadAverage, percentile } from "./harness";
import { nationalDatabase } from "./national";

const CALLS = 300;
const WARM_UP = 20;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const report = (label: string, times: number[]) => {
  console.log(
    `  ${label.padEnd(46)} p50 ${fmt(percentile(times, 50))}   p95 ${fmt(percentile(times, 95))}   (${times.length} calls)`,
  );
};

/**
 * Times each call twice: inside the database (the function's own execution, what the targets are about) and
 * through the site's adapter (role anon, one transaction: adds the round trips to the database).
 */
async function time(
  sql: postgres.Sql,
  label: string,
  inputs: string[],
  call: (input: string) => Promise<unknown>,
  statement: (input: string) => string,
) {
  for (const input of inputs.slice(0, WARM_UP)) await call(input);
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (const input of inputs) {
    const [row] = await sql<{ ms: number }[]>`select public.bench_time(${statement(input)}) as ms`;
    server.push(row!.ms);
    const start = performance.now();
    await call(input);
    roundTrip.push(performance.now() - start);
  }
  console.log(label);
  report("in the database", server);
  report("through the adapter (as the site calls it)", roundTrip);
}

async function main() {
  const server = adminDatabaseUrl();
  if (!server) throw new Error("DATABASE_URL is not set: run 'npm run bench'.");
  const url = await nationalDatabase(server);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const api = createPostgresAdapter(url, { max: 1 });
  try {
    const [counts] = await sql`select (select count(*) from public.cities)::int as cities,
      (select count(*) from public.restaurants)::int as restaurants, (select count(*) from public.meals)::int as meals`;
    console.log("National benchmark catalogue:", counts);

    await sql.unsafe(`create or replace function public.bench_time(statement text) returns double precision
      language plpgsql as $fn$
      declare started timestamptz := clock_timestamp();
      begin execute statement; return extract(epoch from clock_timestamp() - started) * 1000; end $fn$`);
    console.log(`Load average (1, 5, 15 min) before timing: ${loadAverage()}`);

    const cities = await sql<
      { name: string }[]
    >`select name from public.cities order by md5(id) limit ${CALLS}`;
    const prefixes = cities.map((city, i) => city.name.slice(0, 1 + (i % 4)));
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    await time(
      sql,
      "list_cities_by_prefix (autocomplete, 30,000 cities)",
      prefixes,
      (prefix) => api.call("list_cities_by_prefix", { prefix_param: prefix, result_limit: 20 }),
      (prefix) => `select public.list_cities_by_prefix(${literal(prefix)}, 20)`,
    );

    const zips = await sql<
      { zip: string }[]
    >`select substring(address from '[0-9]{5}$') as zip from public.restaurants
      where city_id like 'bench-%' and name <> 'Bench Big Menu' order by md5(id::text) limit ${CALLS}`;
    await time(
      sql,
      "search_restaurants (ZIP, 25 miles, 100,000 restaurants)",
      zips.map((row) => row.zip),
      (zip) => api.call("search_restaurants", { search_term: zip }),
      (zip) => `select public.search_restaurants(${literal(zip)})`,
    );
  } finally {
    await Promise.all([sql.end(), api.end()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
