import { backendMode, parseEnv } from "../env";

// Kept on globalThis so the dev server's module reloads reuse the one embedded server start.
const store = globalThis as typeof globalThis & { __databaseUrl?: Promise<string> };

async function resolve(): Promise<string> {
  const env = parseEnv(process.env);
  const mode = backendMode(env);
  if (mode === "supabase") throw new Error("The site runs on Supabase: there is no database address.");
  if (mode === "postgres") return env.DATABASE_URL!;
  // Started without the launcher: bring up the embedded PostgreSQL ourselves (it is left running).
  const [{ ensureLocalServer, localUrl }, { createDatabaseIfMissing, migrate }] = await Promise.all([
    import("../local-database/embedded"),
    import("../local-database/migrations"),
  ]);
  const server = await ensureLocalServer({ quiet: true });
  const url = localUrl(server.port);
  await createDatabaseIfMissing(url);
  await migrate(url);
  return url;
}

/** The PostgreSQL the site runs on (DATABASE_URL, or the embedded one, started and migrated on first use). */
export function databaseUrl() {
  store.__databaseUrl ??= resolve().catch((error: unknown) => {
    store.__databaseUrl = undefined;
    throw error;
  });
  return store.__databaseUrl;
}
