// Seed generator: cities, restaurants and meals (MenuStat 2022 nutrition) plus their SVG images.
// Usage: npx tsx scripts/seed/build-seed.ts [path-to-csv]   (default: scripts/seed/data/chain-menus.csv, see
// scripts/seed/README.md). Deterministic: re-running produces byte-identical files.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRows, type SeedData } from "./build-rows";
import { loadMenus, withArticle } from "./menu";
import { header, insertStatements, textArray } from "./sql";
import { summarize } from "./summary";
import { citySvg, colorName, hueFor, restaurantSvg } from "./svg";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** Every generated meal is a chain's MenuStat 2022 item: where its values come from. */
const MENUSTAT = { source: "MenuStat", sourceUrl: "https://www.menustat.org", asOf: "2022" };

function citiesSql(data: SeedData): string {
  const rows = data.cities.map((city) => [
    city.id,
    city.name,
    city.state,
    city.description,
    city.tagline,
    `/images/cities/${city.id}.svg`,
    `Illustrated ${city.name} skyline silhouette on ${withArticle(colorName(hueFor(city.id)))} gradient, with the city name`,
    city.lat,
    city.lng,
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
  return header(`${rows.length} cities.`) + insertStatements("public.cities", columns, rows);
}

function restaurantsAndMealsSql(data: SeedData): string {
  const restaurantColumns = [
    "id",
    "city_id",
    "name",
    "address",
    "website",
    "description",
    "tags",
    "image_url",
    "latitude",
    "longitude",
  ];
  const restaurantRows = data.restaurants.map((r) => [
    r.id,
    r.cityId,
    r.name,
    r.address,
    r.website,
    r.description,
    textArray(r.tags),
    r.imageUrl,
    r.latitude,
    r.longitude,
  ]);
  const mealColumns = [
    "id",
    "restaurant_id",
    "name",
    "description",
    "category",
    "serving",
    "meal_types",
    "protein",
    "carbs",
    "fat",
    "sugar",
    "calories",
    "source",
    "source_url",
    "as_of",
  ];
  const mealRows = data.meals.map((m) => [
    m.id,
    m.restaurantId,
    m.name,
    m.description,
    m.category,
    m.serving,
    textArray(m.mealTypes),
    m.protein,
    m.carbs,
    m.fat,
    m.sugar,
    m.calories,
    MENUSTAT.source,
    MENUSTAT.sourceUrl,
    MENUSTAT.asOf,
  ]);
  return (
    header(`${data.restaurants.length} restaurants, ${data.meals.length} meals.`) +
    insertStatements("public.restaurants", restaurantColumns, restaurantRows) +
    "\n" +
    insertStatements("public.meals", mealColumns, mealRows)
  );
}

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
  for (const city of data.cities) {
    write(`public/images/cities/${city.id}.svg`, citySvg(city.id, city.name, city.state, city.tagline));
  }
  for (const [key, name] of data.restaurantImages) {
    write(`public/images/restaurants/${key}.svg`, restaurantSvg(key, name));
  }

  const problems = summarize(data);
  console.log(
    `  wrote supabase/seed/10_cities.sql, supabase/seed/20_restaurants_and_meals.sql, ` +
      `${data.cities.length} city and ${data.restaurantImages.size} restaurant images`,
  );
  if (problems.length > 0) {
    console.error(`Unmet requirements:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main();
