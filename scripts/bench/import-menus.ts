// `npx tsx scripts/launch.ts tsx scripts/bench/import-menus.ts [--rows=N]`: the menu import's time on the real
// menus (scripts/seed/data/chain-menus.csv, written as an import file), and a digest of what it wrote, so a change
// of the import's code can be checked to write the same catalogue. On a copy of the tests' template database with
// its meals deleted: the file imported (every meal created: the chains' rows onto their menus, the rows of four
// chains as new independent restaurants in a new city), imported again (nothing changes), and imported with some
// values and sources changed (updates). Benchmark, not a test: it asserts nothing.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse/sync";
import postgres from "postgres";
import { importMenus } from "../../lib/import/import-menus";
import { parseMenuCsv } from "../../lib/import/menu-csv";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { ensureTemplate, withDatabase } from "../../test/template";
import { loadAverage, printTable } from "./harness";

const LIMIT = Number(process.argv.find((arg) => arg.startsWith("--rows="))?.split("=")[1] ?? Infinity);
const LABELS = ["saturated_fat", "trans_fat", "cholesterol", "sodium", "fiber", "potassium"] as const;
const INDEPENDENT = new Set(["Applebee's", "Panera Bread", "IHOP", "Denny's"]);
const HEADER = `restaurant,city,state,address,item,calories,protein,carbs,fat,sugar,${LABELS.join()},source,kind`;

type MenuRow = Record<string, string>;
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The real menus as an import file; `change` alters some rows (a value, a label value, a source). */
function importFile(menus: MenuRow[], change: boolean) {
  const lines = menus.map((row, i) => {
    const independent = INDEPENDENT.has(row.restaurant!);
    const protein = change && i % 7 === 0 && row.protein ? String(Number(row.protein) + 1) : row.protein!;
    const sodium = change && i % 11 === 0 ? String(Number(row.sodium || 0) + 10) : row.sodium!;
    const labels = LABELS.map((label) => (label === "sodium" ? sodium : row[label]!)).map((value) =>
      value.startsWith("-") ? "" : value,
    );
    const source = change && i % 13 === 0 ? "Chain website" : "";
    const place = independent
      ? ["Bench Hollow", "ID", "12 Main St, Bench Hollow, ID 83702"]
      : ["Chicago", "IL", "1 Main St, Chicago, IL 60601"];
    const name = independent ? `${row.restaurant} Bench Kitchen` : row.restaurant!;
    return [
      name,
      ...place,
      row.item!,
      row.calories!,
      protein,
      row.carbs!,
      row.fat!,
      row.sugar!,
      ...labels,
      source,
      independent ? "independent" : "",
    ]
      .map(quote)
      .join(",");
  });
  return `${HEADER}\n${lines.join("\n")}\n`;
}

/** md5 of every meal's stored columns (not its random id or times), with its restaurant and city, in order. */
async function digest(sql: postgres.Sql) {
  const [row] = await sql<{ meals: number; digest: string }[]>`
    select count(*)::int as meals, md5(string_agg(x.line, E'\n' order by x.line)) as digest from (
      select concat_ws('|', r.name, r.is_chain, (select string_agg(l.city_id || ':' || l.address || ':' ||
          coalesce(l.zip, ''), ';' order by l.city_id, l.address) from public.locations l
          where l.restaurant_id = r.id and not r.is_chain),
        m.name, m.description, m.category, m.serving, m.meal_types::text, m.calories, m.protein, m.carbs, m.fat,
        m.sugar, m.saturated_fat_g, m.trans_fat_g, m.cholesterol_mg, m.sodium_mg, m.fiber_g, m.potassium_mg,
        m.source, m.source_url, m.as_of) as line
      from public.meals m join public.restaurants r on r.id = m.restaurant_id) x`;
  const [cities] = await sql<{ digest: string }[]>`select md5(string_agg(concat_ws('|', id, name, state,
    latitude, longitude), E'\n' order by id)) as digest from public.cities`;
  return `${row!.meals} meals ${row!.digest}, cities ${cities!.digest}`;
}

async function main() {
  const server = adminDatabaseUrl();
  if (!server) throw new Error("No database: run it through scripts/launch.ts.");
  const template = await ensureTemplate(server);
  const name = `macro_bench_import_${process.pid}`;
  const admin = postgres(withDatabase(server, "postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const sql = postgres(withDatabase(server, name), { max: 1, onnotice: () => {} });
  try {
    const menus = (
      parse(readFileSync("scripts/seed/data/chain-menus.csv", "utf8"), { columns: true }) as MenuRow[]
    ).slice(0, LIMIT);
    await sql`delete from public.meals`;
    const rows: string[][] = [];
    for (const [label, text] of [
      ["create", importFile(menus, false)],
      ["again", importFile(menus, false)],
      ["change", importFile(menus, true)],
    ] as const) {
      const parsed = parseMenuCsv(text);
      if (parsed.errors.length) throw new Error(JSON.stringify(parsed.errors.slice(0, 5)));
      const started = performance.now();
      const result = await importMenus(sql, parsed.rows);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 5)));
      const r = result.report;
      rows.push([
        label,
        String(parsed.rows.length),
        `${r.mealsCreated}/${r.mealsUpdated}`,
        `${r.restaurantsCreated}/${r.citiesCreated}`,
        seconds,
        await digest(sql),
      ]);
    }
    console.log(`Load average: ${loadAverage()}`);
    printTable(
      ["import", "rows", "meals created/updated", "restaurants/cities created", "s", "digest"],
      rows,
    );
  } finally {
    await sql.end();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
