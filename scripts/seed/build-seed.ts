// Seed generator: cities, restaurants and their menus (each chain's newest open nutrition document: MenuStat 2022, or
// the chain's own 2023–2024 facts via FoodNoms) plus their SVG images.
// Usage: npx tsx scripts/seed/build-seed.ts [path-to-csv]   (default: scripts/seed/data/chain-menus.csv, see
// scripts/seed/README.md). Deterministic: re-running produces byte-identical files.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRows, type SeedData } from "./build-rows";
import { loadMenus, withArticle } from "./menu";
import { ordersSql } from "./orders";
import { header, insertStatements, textArray } from "./sql";
import { summarize } from "./summary";
import { citySvg, colorName, hueFor, restaurantSvg } from "./svg";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** Every seeded location is a chain's store as All the Places published it, January 2026. */
const LOCATIONS = { source: "All the Places", sourceUrl: "https://alltheplaces.xyz", asOf: "2026-01" };

function citiesSql(data: SeedData): string {
  const rows = data.cities.map((city) => [
    city.id,
    city.name,
    city.state,
    city.description ?? null,
    city.tagline ?? null,
    city.tagline ? `/images/cities/${city.id}.svg` : null,
    city.tagline
      ? `Illustrated ${city.name} skyline silhouette on ${withArticle(colorName(hueFor(city.id)))} gradient, with the city name`
      : null,
    city.latitude,
    city.longitude,
  ]);
  const columns = [
    "id",
    "name",
    "state",
    "description",
    "tagline",
    "image_url",
    "image_description",
    "latitude",
    "longitude",
  ];
  return (
    locationHeader(`${rows.length} cities: every US city with a location in the file.`) +
    insertStatements("public.cities", columns, rows, 500)
  );
}

function restaurantsAndMealsSql(data: SeedData): string {
  const restaurantColumns = ["id", "name", "is_chain", "website", "description", "tags", "image_url"];
  const restaurantRows = data.restaurants.map((r) => [
    r.id,
    r.name,
    "true",
    r.website,
    r.description,
    textArray(r.tags),
    r.imageUrl,
  ]);
  const mealColumns = [
    "id",
    "restaurant_id",
    "name",
    "dish",
    "size",
    "kind",
    "slot",
    "description",
    "category",
    "serving",
    "meal_types",
    "protein",
    "carbs",
    "fat",
    "sugar",
    "calories",
    "saturated_fat_g",
    "trans_fat_g",
    "cholesterol_mg",
    "sodium_mg",
    "fiber_g",
    "potassium_mg",
    "source",
    "source_url",
    "as_of",
  ];
  const mealRows = data.meals.map((m) => [
    m.id,
    m.restaurantId,
    m.name,
    m.dish,
    m.size,
    m.kind,
    m.slot,
    m.description,
    m.category,
    m.serving,
    textArray(m.mealTypes),
    m.protein,
    m.carbs,
    m.fat,
    m.sugar,
    m.calories,
    ...[
      m.label.saturatedFat,
      m.label.transFat,
      m.label.cholesterol,
      m.label.sodium,
      m.label.fiber,
      m.label.potassium,
    ].map((value) => (value === null ? null : Number(value))),
    m.source,
    m.sourceUrl,
    m.asOf,
  ]);
  const orders = ordersSql(data);
  return (
    header(
      `${data.restaurants.length} restaurants (chains), ${data.meals.length} meals, ` +
        `${orders.count} stored orders of the build-your-own chains.`,
    ) +
    insertStatements("public.restaurants", restaurantColumns, restaurantRows) +
    "\n" +
    insertStatements("public.meals", mealColumns, mealRows) +
    "\n-- The build-your-own chains' best orders for the common goals (lib/orders/stored.ts).\n" +
    orders.sql
  );
}

/**
 * The locations, each joined to its chain by key; the id is derived from the chain, city and address, so every
 * load gives a place the same id, and the source is written once per statement.
 */
function locationsSql(data: SeedData): string {
  const keys = data.restaurants.map((r) => [r.key, r.id]);
  const rows = data.locations.map((l) => [
    l.restaurantKey,
    l.cityId,
    l.address,
    l.latitude,
    l.longitude,
    l.zip,
  ]);
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += 2000) {
    const values = insertStatements(
      "x",
      ["k", "c", "a", "lat", "lon", "zip"],
      rows.slice(start, start + 2000),
      2000,
    )
      .replace(/^insert into x \(k, c, a, lat, lon, zip\) values\n/, "")
      .replace(/;\n$/, "");
    statements.push(
      `insert into public.locations (id, restaurant_id, city_id, address, latitude, longitude, zip, source, source_url, as_of)\n` +
        `select md5('location:' || v.k || ':' || v.c || ':' || lower(v.a))::uuid, k.id::uuid, v.c, v.a, v.lat, v.lon, v.zip,\n` +
        `  '${LOCATIONS.source}', '${LOCATIONS.sourceUrl}', '${LOCATIONS.asOf}'\n` +
        `from (values\n${values}\n) v (k, c, a, lat, lon, zip)\n` +
        `join (values ${keys.map(([key, id]) => `('${key}', '${id}')`).join(", ")}) k (key, id) on k.key = v.k;\n`,
    );
  }
  return (
    locationHeader(
      `${rows.length} locations of ${new Set(data.locations.map((l) => l.restaurantKey)).size} chains.`,
    ) + statements.join("\n")
  );
}

const locationHeader = (description: string) =>
  `-- Generated by scripts/seed/build-seed.ts from All the Places store locations, January 2026 ` +
  `(scripts/seed/data/chain-locations.csv.gz); do not edit by hand. ${description}\n\n`;

function write(relativePath: string, content: string): void {
  const path = join(ROOT, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function main(): void {
  const csvPath = process.argv[2]
    ? resolve(process.argv[2])
    : resolve(ROOT, "scripts/seed/data/chain-menus.csv");
  if (!existsSync(csvPath)) {
    console.error(`CSV not found: ${csvPath} (usage: npx tsx scripts/seed/build-seed.ts [path-to-csv])`);
    process.exit(1);
  }
  const data = buildRows(loadMenus(csvPath));

  write("supabase/seed/10_cities.sql", citiesSql(data));
  write("supabase/seed/20_restaurants_and_meals.sql", restaurantsAndMealsSql(data));
  write("supabase/seed/25_locations.sql", locationsSql(data));
  for (const city of data.cities) {
    if (city.tagline)
      write(`public/images/cities/${city.id}.svg`, citySvg(city.id, city.name, city.state, city.tagline));
  }
  for (const restaurant of data.restaurants) {
    write(`public/images/restaurants/${restaurant.key}.svg`, restaurantSvg(restaurant.key, restaurant.name));
  }

  const problems = summarize(data);
  console.log(
    `  wrote supabase/seed/10_cities.sql, 20_restaurants_and_meals.sql and 25_locations.sql, ` +
      `${data.cities.filter((c) => c.tagline).length} city and ${data.restaurants.length} restaurant images`,
  );
  if (problems.length > 0) {
    console.error(`Unmet requirements:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main();
