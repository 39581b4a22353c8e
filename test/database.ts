// A fresh database per test file, copied from the migrated and seeded template: tests may write freely.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createPostgresAdapter } from "../lib/backend/postgres-adapter";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { copyTemplateStatement, withDatabase } from "./template";

export type TestDatabase = {
  /** The admin connection to this database (for scripts that import or migrate). */
  url: string;
  /** The site's own login to this database (DATABASE_URL's role). */
  siteUrl: string;
  /** Superuser access, for arranging data and checking what was stored. */
  sql: postgres.Sql;
  /**
   * The API as the site calls it: logged in as the site's role (DATABASE_URL), switched per call to anon (or
   * authenticated), row-level security on.
   */
  api: ReturnType<typeof createPostgresAdapter>;
  drop: () => Promise<void>;
};

function serverUrl() {
  const url = adminDatabaseUrl();
  if (!url) throw new Error("DATABASE_URL is not set: run the tests with 'npm test'.");
  return url;
}

/** The site's own login (DATABASE_URL), on the test's database. */
function siteUrl(database: string) {
  return withDatabase(process.env.DATABASE_URL ?? serverUrl(), database);
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `macro_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(withDatabase(serverUrl(), "postgres"), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(copyTemplateStatement(name));
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl(), name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  const api = createPostgresAdapter(siteUrl(name), { max: 2 });
  return {
    url,
    siteUrl: siteUrl(name),
    sql,
    api,
    drop: async () => {
      await Promise.all([sql.end(), api.end()]);
      const cleanup = postgres(withDatabase(serverUrl(), "postgres"), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
