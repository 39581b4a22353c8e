// What refresh_catalogue_summaries() costs, and what a visitor waits for while it runs, beside a plain refresh of the
// same views (each locked against readers until its transaction ends) under the same load: each refresh's time in
// a statement of its own, then the page reads the site makes as anon (its 3 s statement timeout) during a refresh
// that, as an import's, runs inside a transaction that stays open until its commit. On a throwaway copy of the seed
// database, or on the national-scale one (`--national`, built once per schema).
// `npm run bench:refresh [-- --rounds=3 --national]`
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createPostgresAdapter } from "../../lib/backend/postgres-adapter";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { ensureTemplate, withDatabase } from "../../test/template";
import { loadAverage, median, percentile, printTable } from "./harness";
import { nationalDatabase } from "./national";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROUNDS = Number(option("rounds", "3"));
const NATIONAL = process.argv.includes("--national");
/** How long the refreshing transaction stays open after the refresh, as an import's does until its commit. */
const HELD_MS = 1_000;

const serverUrl = adminDatabaseUrl();
if (!serverUrl) throw new Error("DATABASE_ADMIN_URL is not set: run through scripts/launch.ts.");
const admin = postgres(withDatabase(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
const scratch = `macro_bench_refresh_${randomBytes(4).toString("hex")}`;
let url: string;
if (NATIONAL) url = await nationalDatabase(serverUrl);
else {
  await admin.unsafe(`create database "${scratch}" template "${await ensureTemplate(serverUrl)}"`);
  url = withDatabase(serverUrl, scratch);
}
const database = new URL(url).pathname.slice(1);
const sql = postgres(url, { max: 1, onnotice: () => {} });
const site = createPostgresAdapter(withDatabase(process.env.DATABASE_URL ?? serverUrl, database), { max: 1 });

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "-");

try {
  // The views the function refreshes, in its order, for the plain refresh to compare with.
  const [fn] = await sql<{ body: string }[]>`select prosrc as body from pg_proc
    where oid = 'public.refresh_catalogue_summaries()'::regprocedure`;
  const views = [...fn!.body.matchAll(/refresh materialized view (?:concurrently )?(public\.\w+)/g)].map(
    (m) => m[1]!,
  );
  const ways: [string, (tx: postgres.TransactionSql) => Promise<unknown>][] = [
    ["refresh_catalogue_summaries()", (tx) => tx`select public.refresh_catalogue_summaries()`],
    [
      "plain refresh of its views",
      async (tx) => {
        for (const view of views) await tx.unsafe(`refresh materialized view ${view}`);
      },
    ],
  ];

  // The pages' reads: a big chain's dialog, the largest city's page, the cities list.
  const [chain] = await sql<{ id: string; name: string }[]>`select r.id, r.name from public.restaurants r
    join public.restaurant_places p on p.restaurant_id = r.id order by p.location_count desc, r.id limit 1`;
  const [city] = await sql<{ id: string }[]>`select city_id as id from public.city_stats
    order by location_count desc, city_id limit 1`;
  const readers: [string, () => Promise<unknown>][] = [
    [
      `get_restaurant (${chain!.name})`,
      () => site.call("get_restaurant", { restaurant_id_param: chain!.id }),
    ],
    [
      `list_city_restaurants (${city!.id})`,
      () => site.call("list_city_restaurants", { city_name_param: city!.id }),
    ],
    ["list_cities", () => site.call("list_cities", {})],
  ];

  // Alternated, so that both ways meet the same load.
  const refreshes = new Map<string, number[]>(ways.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, refresh] of ways) {
      const start = performance.now();
      await sql.begin(refresh);
      refreshes.get(name)!.push(performance.now() - start);
    }
  }
  console.log(`${views.length} views, ${ROUNDS} rounds`);
  printTable(
    ["refresh", "median", "each"],
    ways.map(([name]) => [name, ms(median(refreshes.get(name)!)), refreshes.get(name)!.map(ms).join(", ")]),
  );

  for (const [way, refresh] of ways) {
    // Each reader in turn, again and again, from the refresh's start until its transaction commits.
    const times = new Map<string, number[]>(readers.map(([name]) => [name, []]));
    const failures: string[] = [];
    let refreshing = true;
    const reading = (async () => {
      while (refreshing) {
        for (const [name, read] of readers) {
          const start = performance.now();
          try {
            await read();
            times.get(name)!.push(performance.now() - start);
          } catch (error) {
            failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const start = performance.now();
    await sql.begin(async (tx) => {
      await refresh(tx);
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    });
    const held = performance.now() - start;
    refreshing = false;
    await reading;

    console.log(`\nReads as anon during ${way}, in a transaction open for ${ms(held)}:`);
    printTable(
      ["read", "answered", "p50", "p95", "max"],
      readers.map(([name]) => {
        const t = times.get(name)!;
        return [name, String(t.length), ms(median(t)), ms(percentile(t, 95)), ms(Math.max(...t))];
      }),
    );
    const reasons = new Map<string, number>();
    for (const failure of failures) reasons.set(failure, (reasons.get(failure) ?? 0) + 1);
    for (const [reason, count] of reasons) console.log(`failed ${count}×: ${reason}`);
  }
  console.log(`\n${NATIONAL ? "National" : "Seed"} database; load average ${loadAverage()}`);
} finally {
  await Promise.all([sql.end(), site.end()]);
  if (!NATIONAL) await admin.unsafe(`drop database if exists "${scratch}" with (force)`);
  await admin.end();
}
