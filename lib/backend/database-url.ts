import { backendMode, parseEnv } from "../env";

// Kept on globalThis so the dev server's module reloads reuse the one embedded server start.
const store = globalThis as typeof globalThis & { __databaseUrl?: Promise<string> };

async function resolve(): Promise<string> {
  const env = parseEnv(process.env);
  const mode = backendMode(env);
  if (mode === "supabase") throw new Error("The site runs on Supabase: there is no database address.");
  if (mode === "postgres") return env.DATABASE_URL!;
  // Started without the launcher: bring up the embedded PostgreSQL ourselves (it is left running), and log in as
  // the site's own role.
  const [
    { dataDirectory, ensureLocalServer, localUrl },
    { createDatabaseIfMissing, migrate },
    { asSiteRole, enableSiteLogin, sitePassword },
  ] = await Promise.all([
    import("../local-database/embedded"),
    import("../local-database/migrations"),
    import("../local-database/site-role"),
  ]);
  const server = await ensureLocalServer({ quiet: true });
  const adminUrl = localUrl(server.port);
  await createDatabaseIfMissing(adminUrl);
  await migrate(adminUrl);
  const password = sitePassword(dataDirectory());
  await enableSiteLogin(adminUrl, password);
  return asSiteRole(adminUrl, password);
}

/** The PostgreSQL the site runs on (DATABASE_URL, or the embedded one, started and migrated on first use). */
export function databaseUrl() {
  store.__databaseUrl ??= resolve().catch((error: unknown) => {
    store.__databaseUrl = undefined;
    throw error;
  });
  return store.__databaseUrl;
}
