// Benchmark, not a test: p50/p95 of the SQL functions behind the city, listing and restaurant pages, called as the
// public (role anon) on a large generated dataset. Run: npx tsx scripts/launch.ts tsx scripts/bench/city-pages.ts
// Prints one line per function; the target for the city-page functions is p95 <= 30 ms.
import postgres from "postgres";
import { createPostgresAdapter } from "../../lib/backend/postgres-adapter";
import type { RpcArgs } from "../../lib/backend/types";
import { templateName, withDatabase, ensureTemplate } from "../../test/template";

const CITIES = 200;
const RESTAURANTS_PER_CITY = 20;
const MEALS_PER_RESTAURANT = 30;
const BRANDS = 120;
const RUNS = 60;
const TARGET_MS = 30;

async function generate(sql: postgres.Sql) {
  await sql`insert into public.cities (id, name, state)
    select 'bench-city-' || g, 'Bench City ' || g, 'ZZ' from generate_series(1, ${CITIES}) g`;
  await sql`insert into public.restaurants (city_id, name, address, tags)
    select 'bench-city-' || c, 'Bench Brand ' || ((c * ${RESTAURANTS_PER_CITY} + r) % ${BRANDS}),
      r || ' Main St, Bench City ' || c || ', ZZ 99999',
      case r % 4 when 0 then '{gluten-free}'::text[] when 1 then '{keto-friendly}'::text[]
        when 2 then '{diabetic-friendly}'::text[] else '{}'::text[] end
    from generate_series(1, ${CITIES}) c, generate_series(1, ${RESTAURANTS_PER_CITY}) r`;
  await sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories, meal_types)
    select r.id, 'Meal ' || m, (random() * 70)::int || 'g', (random() * 120)::int || 'g', (random() * 60)::int || 'g',
      (random() * 40)::int || 'g', (150 + random() * 1200)::int::text,
      case when m % 4 = 0 then array['breakfast'] else array['lunch', 'dinner'] end
    from public.restaurants r, generate_series(1, ${MEALS_PER_RESTAURANT}) m
    where r.city_id like 'bench-city-%'`;
  await sql`analyze`;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("Run through scripts/launch.ts so DATABASE_URL is set.");
  await ensureTemplate(server);
  const name = "macro_bench";
  const admin = postgres(withDatabase(server, "postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}" template "${templateName()}"`);
  const url = withDatabase(server, name);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const api = createPostgresAdapter(url, { max: 1 });
  try {
    await generate(sql);
    const [{ meals }] = (await sql`select count(*)::int as meals from public.meals`) as unknown as [
      { meals: number },
    ];
    console.log(
      `Dataset: ${CITIES} extra cities, ${CITIES * RESTAURANTS_PER_CITY} extra restaurants, ${meals} meals in all`,
    );
    const city = (i: number) => `Bench City ${1 + ((i * 37) % CITIES)}`;
    const cases: [string, boolean, (i: number) => [string, RpcArgs]][] = [
      ["get_city", true, (i) => ["get_city", { city_id_param: `bench-city-${1 + (i % CITIES)}` }]],
      ["list_cities", true, () => ["list_cities", {}]],
      ["list_city_restaurants", true, (i) => ["list_city_restaurants", { city_name_param: city(i) }]],
      [
        "get_high_protein_restaurants",
        true,
        (i) => ["get_high_protein_restaurants", { city_name_param: city(i) }],
      ],
      [
        "get_high_protein_breakfast_restaurants",
        true,
        (i) => ["get_high_protein_breakfast_restaurants", { city_name_param: city(i) }],
      ],
      [
        "get_lean_high_protein_breakfast_restaurants",
        true,
        (i) => ["get_lean_high_protein_breakfast_restaurants", { city_name_param: city(i) }],
      ],
      [
        "get_restaurant_nutrition",
        false,
        (i) => ["get_restaurant_nutrition", { slug_param: `bench-brand-${i % BRANDS}` }],
      ],
      ["list_restaurant_brands", false, () => ["list_restaurant_brands", {}]],
      [
        "list_restaurant_brands_by_rule (high_protein)",
        false,
        () => ["list_restaurant_brands_by_rule", { rule_param: "high_protein", meals_per_brand: 3 }],
      ],
      [
        "list_restaurant_brands_by_rule (keto_friendly)",
        false,
        () => ["list_restaurant_brands_by_rule", { rule_param: "keto_friendly", meals_per_brand: 3 }],
      ],
    ];
    let missed = 0;
    for (const [label, cityPage, args] of cases) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 5; i++) {
        const [fn, params] = args(i);
        const start = performance.now();
        await api.call(fn, params, null);
        if (i >= 5) times.push(performance.now() - start); // the first calls warm the caches
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const verdict = cityPage ? (p95 <= TARGET_MS ? "ok" : "OVER TARGET") : "(page is cached, no target)";
      if (cityPage && p95 > TARGET_MS) missed++;
      console.log(
        `${label.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${verdict}`,
      );
    }
    if (missed) process.exitCode = 1;
  } finally {
    await Promise.all([sql.end(), api.end()]);
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
