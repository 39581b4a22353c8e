// `npm run db:import -- <file.csv>`: loads restaurants and meals from a CSV into the configured database.
// Header: restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar
// (restaurant, city and item required). A file with any bad row imports nothing.
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { importMenus } from "../lib/import/import-menus";
import { parseMenuCsv, type RowError } from "../lib/import/menu-csv";

function printErrors(file: string, errors: RowError[]) {
  console.error(`Nothing was imported: ${errors.length} bad row(s) in ${file}`);
  for (const { line, reason } of errors) console.error(`  line ${line}: ${reason}`);
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run db:import -- <file.csv>");
    return 2;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("No database: set DATABASE_URL (for Supabase, its connection string) or use the embedded one.");
    return 2;
  }
  const { rows, errors } = parseMenuCsv(readFileSync(file, "utf8"));
  if (errors.length) {
    printErrors(file, errors);
    return 1;
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const result = await importMenus(sql, rows);
    if (!result.ok) {
      printErrors(file, result.errors);
      return 1;
    }
    const r = result.report;
    console.log(
      `Imported ${rows.length} row(s) from ${file}: ` +
        `restaurants ${r.restaurantsCreated} created, ${r.restaurantsUpdated} updated; ` +
        `meals ${r.mealsCreated} created, ${r.mealsUpdated} updated` +
        (r.citiesCreated ? `; cities ${r.citiesCreated} created` : ""),
    );
    return 0;
  } finally {
    await sql.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
