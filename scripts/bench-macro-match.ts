// Benchmark of find_meals_by_macros on 100,000 restaurants and ~1,000,000 meals, in a database of its own
// (macro_bench_<schema>), called as the site calls it (role anon). Prints p50/p95 per scenario, the size of one
// page of results and the query plan. Run: npx tsx scripts/launch.ts tsx scripts/bench-macro-match.ts [--runs=N]
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { createPostgresAdapter } from "../lib/backend/postgres-adapter";
import { ensureTemplate, withDatabase } from "../test/template";

const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 200);
const DEFAULTS = { protein_target: 30, carbs_target: 50, fat_target: 20, calories_target: 500, sugar_max: 15 };

async function benchDatabase(serverUrl: string) {
  const template = await ensureTemplate(serverUrl);
  const name = template.replace("macro_tpl_", "macro_bench_");
  const admin = postgres(withDatabase(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const old = await admin<{ datname: string }[]>`select datname from pg_database
      where datname like 'macro\_bench\_%' and datname <> ${name}`;
    for (const { datname } of old) await admin.unsafe(`drop database "${datname}" with (force)`);
    const exists = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists.length > 0) return { url: withDatabase(serverUrl, name), generated: false };
    const building = `${name}_building`;
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
    await admin.unsafe(`create database "${building}" template "${template}"`);
    const sql = postgres(withDatabase(serverUrl, building), { max: 1, onnotice: () => {} });
    console.log("Generating 100,000 restaurants and ~1,000,000 meals (once per schema)...");
    const started = performance.now();
    await sql.unsafe(readFileSync(path.join(import.meta.dirname, "bench", "generate-meals.sql"), "utf8"));
    // As autovacuum would: marks the pages all-visible so the covering indexes serve index-only scans.
    await sql.unsafe("vacuum analyze public.meals");
    await sql.end();
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return { url: withDatabase(serverUrl, name), generated: true };
  } finally {
    await admin.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set: run through scripts/launch.ts.");
  const { url } = await benchDatabase(serverUrl);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [counts] = await sql`select (select count(*) from public.restaurants)::int as restaurants,
    (select count(*) from public.meals)::int as meals`;
  const cities = (await sql`select name from public.cities where id like 'bench-city-%' order by id limit 50`).map((r) => r.name as string);
  const zips = (await sql`select distinct zip from public.restaurants where zip is not null order by zip limit 50`).map((r) => r.zip as string);
  console.log(`Database: ${counts!.restaurants} restaurants, ${counts!.meals} meals; ${RUNS} calls per scenario.\n`);

  const api = createPostgresAdapter(url, { max: 1 });
  const scenarios: [string, (i: number) => Record<string, unknown>][] = [
    ["default targets, anywhere", () => DEFAULTS],
    ["default targets, in a city", (i) => ({ ...DEFAULTS, location_param: cities[i % cities.length] })],
    ["default targets, in a ZIP", (i) => ({ ...DEFAULTS, location_param: zips[i % zips.length] })],
    ["protein 40 only, anywhere", () => ({ protein_target: 40 })],
    ["no targets, anywhere (every meal)", () => ({})],
  ];
  console.log("scenario                              p50 ms   p95 ms   total matches   page bytes");
  for (const [label, args] of scenarios) {
    for (let i = 0; i < 5; i += 1) await api.call("find_meals_by_macros", args(i) as never);
    const times: number[] = [];
    let last: unknown = null;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      last = await api.call("find_meals_by_macros", args(i) as never);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const bytes = Buffer.byteLength(JSON.stringify(last));
    const total = (last as { total: number }).total;
    console.log(
      `${label.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 95).toFixed(1).padStart(7)}  ${String(total).padStart(14)}  ${String(bytes).padStart(11)}`,
    );
  }
  await api.end();

  // The plan of the query the function runs, through auto_explain (nested statements, with timings).
  for (const [label, args] of [scenarios[0]!, scenarios[1]!]) {
    const plans: string[] = [];
    const explain = postgres(url, { max: 1, onnotice: (notice) => plans.push(String(notice.message)) });
    await explain.unsafe(`load 'auto_explain'`);
    await explain.unsafe(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on; set client_min_messages = log`);
    await explain.begin(async (tx) => {
      await tx.unsafe(`set local role anon`);
      await tx`select public.find_meals_by_macros(protein_target => ${30}, carbs_target => ${50}, fat_target => ${20},
        calories_target => ${500}, sugar_max => ${15}, location_param => ${(args(0).location_param as string) ?? null})`;
    });
    await explain.end();
    const plan = plans.find((text) => text.includes("with matches")) ?? plans[0] ?? "(no plan captured)";
    const lines = plan.split("\n");
    const start = lines.findIndex((line) => line.includes("(actual"));
    console.log(`\nPlan, ${label}:\n${lines.slice(Math.max(start, 0)).join("\n")}`);
  }
  await sql.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
