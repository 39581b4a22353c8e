// `npm run db:migrate`: applies supabase/migrations (and the seed, if the database is empty) to DATABASE_URL.
import { migrate } from "../lib/local-database/migrations";
import { loadProjectEnv } from "./database";

loadProjectEnv();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "Set DATABASE_URL to the PostgreSQL to migrate (the embedded one is migrated automatically).",
  );
  process.exit(2);
}
migrate(url).then(
  (report) => {
    console.log(
      `Applied ${report.applied.length} migration(s)${report.seeded ? " and loaded the seed" : ""}.`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
