// `npm run db:import-locations -- <places.csv> [--site=URL]`: loads restaurant locations from a CSV into the
// configured database. Header: name,address,city,state,latitude,longitude,source,as_of, optionally source_url, zip
// and kind (chain or independent). A place whose name is a chain's joins the chain's menu unless its kind is
// independent; any other is an independent restaurant (created without meals when new). Every row is checked and a
// file with any bad row imports nothing. Afterwards the changed pages are refreshed at once when REVALIDATE_SECRET
// and a site address (--site, else NEXT_PUBLIC_SITE_URL) are set.
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { importLocations, locationContext } from "../lib/import/import-locations";
import { parseLocationCsv } from "../lib/import/location-csv";
import type { RowError } from "../lib/import/menu-csv";
import { refreshSite, revalidationTarget } from "../lib/import/refresh-site";

const USAGE = "usage: npm run db:import-locations -- <places.csv> [--site=URL]";

/** The file and the site option from the command line, or a message saying what is wrong. */
function parseArgs(args: string[]): { file: string; site?: string } | { error: string } {
  const files: string[] = [];
  let site: string | undefined;
  for (const arg of args) {
    const [name, ...rest] = arg.split("=");
    if (!arg.startsWith("--")) files.push(arg);
    else if (name === "--site" && /^https?:\/\/\S+$/.test(rest.join("=").trim()))
      site = rest.join("=").trim();
    else return { error: `unknown or empty option ${arg}\n${USAGE}` };
  }
  return files.length === 1 ? { file: files[0]!, site } : { error: USAGE };
}

function printErrors(file: string, errors: RowError[]) {
  console.error(`Nothing was imported: ${errors.length} bad row(s) in ${file}`);
  for (const { line, reason } of errors) console.error(`  line ${line}: ${reason}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if ("error" in args) {
    console.error(args.error);
    return 2;
  }
  const { file, site } = args;
  const url = adminDatabaseUrl();
  if (!url) {
    console.error(
      "No database: set DATABASE_URL (for Supabase, its connection string) or use the embedded one.",
    );
    return 2;
  }
  const text = readFileSync(file, "utf8");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const { rows, errors } = parseLocationCsv(text, await locationContext(sql));
    if (errors.length) {
      printErrors(file, errors);
      return 1;
    }
    const result = await importLocations(sql, rows);
    if (!result.ok) {
      printErrors(file, result.errors);
      return 1;
    }
    const r = result.report;
    console.log(
      `Imported ${rows.length} row(s) from ${file}: ` +
        `locations ${r.locationsCreated} created, ${r.locationsUpdated} updated, ${r.locationsUnchanged} unchanged; ` +
        `restaurants ${r.restaurantsCreated} created; cities ${r.citiesCreated} created`,
    );
    const target = revalidationTarget(site, process.env);
    console.log(await refreshSite(result.affected, target));
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
