// The catalogue's one import command. Every row of the file is checked and a file with any bad row imports nothing;
// the bulk files under /downloads/ whose data changed are generated again in the import's transaction; afterwards
// the changed pages are refreshed at once when REVALIDATE_SECRET and a site address (--site, else
// NEXT_PUBLIC_SITE_URL) are set.
//
// `npm run db:import -- <file.csv> [--source=NAME] [--source-url=URL] [--as-of=DATE] [--replace] [--site=URL]`:
// meals, onto a chain's menu when the restaurant has a chain's name (unless the row's kind is independent), else
// onto the menu of the independent restaurant of that name in the row's city.
// Header: restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar
// [,source,source_url,as_of,kind,size,item_kind,slot,<label columns>] (restaurant, city and item required). The
// options give the provenance of rows that leave it blank; --replace makes each menu the file names the file's rows
// whole (a chain's newer dated document: the items it no longer lists are removed).
//
// `npm run db:import-locations -- <places.csv> [--site=URL]` (this command with --locations): restaurant locations.
// Header: name,address,city,state,latitude,longitude,source,as_of, optionally source_url, zip and kind (chain or
// independent). A place whose name is a chain's joins the chain's menu unless its kind is independent; any other
// is an independent restaurant (created without meals when new).
import { readFileSync } from "node:fs";
import postgres from "postgres";
import type { DownloadsReport } from "../lib/downloads/generate";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { importLocations, locationContext } from "../lib/import/import-locations";
import { importMenus } from "../lib/import/import-menus";
import { parseLocationCsv } from "../lib/import/location-csv";
import {
  parseMenuCsv,
  provenanceProblem,
  type ProvenanceDefaults,
  type RowError,
} from "../lib/import/menu-csv";
import { refreshSite, revalidationTarget, type Affected } from "../lib/import/refresh-site";

const USAGE =
  "usage: npm run db:import -- <file.csv> [--source=NAME] [--source-url=URL] [--as-of=YYYY[-MM[-DD]]] [--replace] " +
  "[--site=URL]\n       npm run db:import-locations -- <places.csv> [--site=URL]";
const OPTIONS = { "--source": "source", "--source-url": "source_url", "--as-of": "as_of" } as const;

type Args = {
  file: string;
  locations: boolean;
  defaults: ProvenanceDefaults;
  site?: string;
  replace: boolean;
};

/** The file and the options from the command line, or a message saying what is wrong. */
function parseArgs(args: string[]): Args | { error: string } {
  const defaults: ProvenanceDefaults = {};
  const files: string[] = [];
  let site: string | undefined;
  let replace = false;
  const locations = args.includes("--locations");
  for (const arg of args) {
    const [name, ...rest] = arg.split("=");
    const value = rest.join("=").trim();
    if (!arg.startsWith("--")) files.push(arg);
    else if (arg === "--locations") continue;
    else if (name === "--site" && /^https?:\/\/\S+$/.test(value)) site = value;
    // The provenance and --replace are a menu file's: a place file gives its provenance on every row.
    else if (arg === "--replace" && !locations) replace = true;
    else if (name! in OPTIONS && !locations && value !== "") {
      defaults[OPTIONS[name as keyof typeof OPTIONS]] = value;
    } else return { error: `unknown or empty option ${arg}\n${USAGE}` };
  }
  if (files.length !== 1) return { error: USAGE };
  const problem = provenanceProblem(defaults);
  return problem
    ? { error: `bad provenance option: ${problem}` }
    : { file: files[0]!, locations, defaults, site, replace };
}

/** What the import did to the bulk files under /downloads/. */
function downloadsLine(downloads: DownloadsReport | null) {
  if (!downloads) return "Bulk files: nothing they hold changed.";
  return (
    `Bulk files: ${downloads.generated.length} generated again (${downloads.changed} with new bytes), ` +
    "and /downloads/index.json."
  );
}

function printErrors(file: string, errors: RowError[]) {
  console.error(`Nothing was imported: ${errors.length} bad row(s) in ${file}`);
  for (const { line, reason } of errors) console.error(`  line ${line}: ${reason}`);
}

/** Imports the file's rows: what changed, as a line to print, and the pages to refresh; or the bad rows. */
async function run(
  sql: postgres.Sql,
  { file, locations, defaults, replace }: Args,
): Promise<{ errors: RowError[] } | { summary: string; affected: Affected; downloads: string }> {
  const text = readFileSync(file, "utf8");
  if (locations) {
    const { rows, errors } = parseLocationCsv(text, await locationContext(sql));
    if (errors.length) return { errors };
    const result = await importLocations(sql, rows);
    if (!result.ok) return result;
    const r = result.report;
    return {
      affected: result.affected,
      downloads: downloadsLine(result.downloads),
      summary:
        `Imported ${rows.length} row(s) from ${file}: ` +
        `locations ${r.locationsCreated} created, ${r.locationsUpdated} updated, ${r.locationsUnchanged} unchanged; ` +
        `restaurants ${r.restaurantsCreated} created; cities ${r.citiesCreated} created`,
    };
  }
  const { rows, errors } = parseMenuCsv(text, defaults);
  if (errors.length) return { errors };
  const result = await importMenus(sql, rows, { replace });
  if (!result.ok) return result;
  const r = result.report;
  return {
    affected: result.affected,
    downloads: downloadsLine(result.downloads),
    summary:
      `Imported ${rows.length} row(s) from ${file}: ` +
      `restaurants ${r.restaurantsCreated} created; ` +
      `meals ${r.mealsCreated} created, ${r.mealsUpdated} updated` +
      (replace ? `, ${r.mealsRemoved} removed; ` : "; ") +
      `cities ${r.citiesCreated} created` +
      (r.ordersStored > 0 ? `; ${r.ordersStored} best orders of the build-your-own chains stored` : ""),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if ("error" in args) {
    console.error(args.error);
    return 2;
  }
  const url = adminDatabaseUrl();
  if (!url) {
    console.error(
      "No database: set DATABASE_URL (for Supabase, its connection string) or use the embedded one.",
    );
    return 2;
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const result = await run(sql, args);
    if ("errors" in result) {
      printErrors(args.file, result.errors);
      return 1;
    }
    console.log(result.summary);
    console.log(result.downloads);
    console.log(await refreshSite(result.affected, revalidationTarget(args.site, process.env)));
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
