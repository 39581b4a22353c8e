// `npm run db:import -- <file.csv> [--source=NAME] [--source-url=URL] [--as-of=DATE] [--replace] [--site=URL]`: loads meals
// from a CSV into the configured database, onto a chain's menu when the restaurant has a chain's name (unless the
// row's kind is independent), else onto the menu of the independent restaurant of that name in the row's city.
// Header: restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar
// [,source,source_url,as_of,kind,size,item_kind,slot,<label columns>] (restaurant, city and item required). The
// options give the provenance of rows that leave it blank; --replace makes each menu the file names the file's rows
// whole (a chain's newer dated document: the items it no longer lists are removed). A file with any bad row imports nothing. Afterwards the changed pages are refreshed at
// once when REVALIDATE_SECRET and a site address (--site, else NEXT_PUBLIC_SITE_URL) are set.
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { importMenus } from "../lib/import/import-menus";
import { refreshSite, revalidationTarget } from "../lib/import/refresh-site";
import {
  parseMenuCsv,
  provenanceProblem,
  type ProvenanceDefaults,
  type RowError,
} from "../lib/import/menu-csv";

const USAGE =
  "usage: npm run db:import -- <file.csv> [--source=NAME] [--source-url=URL] [--as-of=YYYY[-MM[-DD]]] [--replace] " +
  "[--site=URL]";
const OPTIONS = { "--source": "source", "--source-url": "source_url", "--as-of": "as_of" } as const;

/** The file and the provenance defaults from the command line, or a message saying what is wrong. */
function parseArgs(
  args: string[],
): { file: string; defaults: ProvenanceDefaults; site?: string; replace: boolean } | { error: string } {
  const defaults: ProvenanceDefaults = {};
  const files: string[] = [];
  let site: string | undefined;
  let replace = false;
  for (const arg of args) {
    const [name, ...rest] = arg.split("=");
    if (!arg.startsWith("--")) files.push(arg);
    else if (arg === "--replace") replace = true;
    else if (name === "--site" && /^https?:\/\/\S+$/.test(rest.join("=").trim()))
      site = rest.join("=").trim();
    else if (name! in OPTIONS && rest.length > 0 && rest.join("=").trim() !== "") {
      defaults[OPTIONS[name as keyof typeof OPTIONS]] = rest.join("=").trim();
    } else return { error: `unknown or empty option ${arg}\n${USAGE}` };
  }
  if (files.length !== 1) return { error: USAGE };
  const problem = provenanceProblem(defaults);
  return problem
    ? { error: `bad provenance option: ${problem}` }
    : { file: files[0]!, defaults, site, replace };
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
  const { file, defaults, site, replace } = args;
  const url = adminDatabaseUrl();
  if (!url) {
    console.error(
      "No database: set DATABASE_URL (for Supabase, its connection string) or use the embedded one.",
    );
    return 2;
  }
  const { rows, errors } = parseMenuCsv(readFileSync(file, "utf8"), defaults);
  if (errors.length) {
    printErrors(file, errors);
    return 1;
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const result = await importMenus(sql, rows, { replace });
    if (!result.ok) {
      printErrors(file, result.errors);
      return 1;
    }
    const r = result.report;
    console.log(
      `Imported ${rows.length} row(s) from ${file}: ` +
        `restaurants ${r.restaurantsCreated} created; ` +
        `meals ${r.mealsCreated} created, ${r.mealsUpdated} updated` +
        (replace ? `, ${r.mealsRemoved} removed; ` : "; ") +
        `cities ${r.citiesCreated} created` +
        (r.ordersStored > 0 ? `; ${r.ordersStored} best orders of the build-your-own chains stored` : ""),
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
