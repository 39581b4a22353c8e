// `npm run db:downloads`: generates every bulk file under /downloads/ again from the catalogue as it is, and the
// index, on the admin connection. The imports, a desk approval and a new database's seed do this for what they
// change; this is for a database loaded by other means (a Supabase project seeded with `supabase db reset`).
import postgres from "postgres";
import { ALL_DOWNLOADS, regenerateDownloads } from "../lib/downloads/generate";
import { callsIn } from "../lib/downloads/transaction";
import { adminDatabaseUrl } from "../lib/local-database/site-role";

async function main() {
  const url = adminDatabaseUrl();
  if (!url) {
    console.error(
      "No database: set DATABASE_URL (for Supabase, its connection string) or use the embedded one.",
    );
    return 2;
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const started = performance.now();
    const report = await sql.begin((tx) => regenerateDownloads(callsIn(tx), ALL_DOWNLOADS));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Generated ${report.generated.length} bulk files (${report.changed} with new bytes) and index.json in ${seconds} s.`,
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
