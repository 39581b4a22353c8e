// The national-scale benchmark database: about 41,000 cities, 100,000 menus, 1,110,000 locations and 1,090,000 meals
// generated on top of the seed by generate-national.sql, built once per schema (macro_sql_bench_<schema>; 2,206 s on
// a quiet two-core machine) and kept for the next run; databases of older schemas are dropped. Returns its URL.
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { ensureTemplate, withDatabase } from "../../test/template";

export async function nationalDatabase(serverUrl: string) {
  const template = await ensureTemplate(serverUrl);
  const name = template.replace("macro_tpl_", "macro_sql_bench_");
  const admin = postgres(withDatabase(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const old = await admin<{ datname: string }[]>`select datname from pg_database
      where (datname like 'macro\_sql\_bench\_%' or datname like 'macro\_bench%') and datname <> ${name}`;
    for (const { datname } of old) await admin.unsafe(`drop database "${datname}" with (force)`);
    if ((await admin`select 1 from pg_database where datname = ${name}`).length > 0)
      return withDatabase(serverUrl, name);
    const building = `${name}_building`;
    await admin.unsafe(`create database "${building}" template "${template}"`);
    const sql = postgres(withDatabase(serverUrl, building), { max: 1, onnotice: () => {} });
    console.log(
      "Generating 30,000 cities, 100,000 menus, ~1,110,000 locations and ~1,090,000 meals (once per schema)...",
    );
    const started = performance.now();
    await sql.unsafe(readFileSync(path.join(import.meta.dirname, "generate-national.sql"), "utf8"));
    await sql`select public.refresh_catalogue_summaries()`;
    // As autovacuum would after a load: statistics, and pages marked all-visible for index-only scans.
    await sql.unsafe("vacuum analyze");
    await sql.end();
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return withDatabase(serverUrl, name);
  } finally {
    await admin.end();
  }
}
