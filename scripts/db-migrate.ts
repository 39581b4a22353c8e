// `npm run db:migrate`: applies supabase/migrations (and the seed, if the database is empty) to DATABASE_ADMIN_URL,
// or DATABASE_URL when that is unset, then supabase/site-role.sql (the site role's grants).
import { migrate } from "../lib/local-database/migrations";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { loadProjectEnv } from "./database";

loadProjectEnv();
const url = adminDatabaseUrl();
if (!url) {
  console.error(
    "Set DATABASE_URL to the PostgreSQL to migrate (the embedded one is migrated automatically).",
  );
  process.exit(2);
}
migrate(url).then(
  (report) => {
    console.log(
      `Applied ${report.applied.length} migration(s)${report.seeded ? " and loaded the seed" : ""}` +
        `${report.downloads ? "; generated the bulk files (/downloads/)" : ""}.`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
