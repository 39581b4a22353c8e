// Makes sure the site has a database before a command runs (docs/architecture.md#launcher): Supabase or
// DATABASE_URL as
// configured, else the embedded PostgreSQL, migrated and seeded.
import nextEnv from "@next/env";
import { createDatabaseIfMissing, migrate } from "../lib/local-database/migrations";
import {
  dataDirectory,
  ensureLocalServer,
  localUrl,
  setCommitDurability,
  type LocalServer,
} from "../lib/local-database/embedded";
import { asSiteRole, enableSiteLogin, sitePassword } from "../lib/local-database/site-role";

export type PreparedDatabase = {
  mode: "supabase" | "postgres" | "embedded";
  /** The site's connection (DATABASE_URL): the embedded database's `macro_site` role. */
  url?: string;
  /** The connection for migrations, seeding, imports and tests (DATABASE_ADMIN_URL). */
  adminUrl?: string;
  server?: LocalServer;
  /** Stops the embedded server if this process started it. */
  release: () => Promise<void>;
};

export function loadProjectEnv() {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", {
    info: () => {},
    error: console.error,
  });
}

/** `durable`: a production server (`npm start`): acknowledged writes must survive a crash of the database. */
export async function prepareDatabase(
  options: { quiet?: boolean; durable?: boolean } = {},
): Promise<PreparedDatabase> {
  loadProjectEnv();
  const say = (text: string) => options.quiet || console.error(text);
  if (process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY) {
    say("Database: Supabase at " + process.env.NEXT_PUBLIC_SUPABASE_URL);
    return { mode: "supabase", release: async () => {} };
  }
  if (process.env.DATABASE_URL) {
    say("Database: DATABASE_URL (run 'npm run db:migrate' to apply migrations)");
    const url = process.env.DATABASE_URL;
    return {
      mode: "postgres",
      url,
      adminUrl: process.env.DATABASE_ADMIN_URL || url,
      release: async () => {},
    };
  }
  const server = await ensureLocalServer({ quiet: options.quiet });
  const adminUrl = localUrl(server.port);
  let url: string;
  try {
    await setCommitDurability(adminUrl, { durable: !!options.durable, startedHere: server.startedHere });
    await createDatabaseIfMissing(adminUrl);
    const report = await migrate(adminUrl);
    if (report.applied.length) say(`Database: applied ${report.applied.length} migration(s)`);
    if (report.seeded) say("Database: loaded the seed data");
    if (report.downloads) say("Database: generated the bulk files (/downloads/)");
    const password = sitePassword(dataDirectory());
    await enableSiteLogin(adminUrl, password);
    url = asSiteRole(adminUrl, password);
  } catch (error) {
    await server.stop();
    throw error;
  }
  say(
    `Database: embedded PostgreSQL on 127.0.0.1:${server.port}${server.startedHere ? "" : " (already running)"}`,
  );
  return { mode: "embedded", url, adminUrl, server, release: () => server.stop() };
}
