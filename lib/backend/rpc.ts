import { z } from "zod";
import { backendMode, parseEnv } from "../env";
import { BackendConnectionError, BackendQueryError } from "./errors";
import type { BackendAdapter, Caller, RpcArgs } from "./types";

// One adapter per server process; kept on globalThis so the dev server's module reloads reuse its pool.
const store = globalThis as typeof globalThis & { __backendAdapter?: Promise<BackendAdapter> };

async function createAdapter(): Promise<BackendAdapter> {
  const env = parseEnv(process.env);
  switch (backendMode(env)) {
    case "supabase": {
      const { createSupabaseAdapter } = await import("./supabase-adapter");
      return createSupabaseAdapter({
        url: env.NEXT_PUBLIC_SUPABASE_URL!,
        key: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
        serverKey: env.SUPABASE_SERVICE_ROLE_KEY,
      });
    }
    case "postgres":
    case "embedded": {
      const [{ databaseUrl }, { createPostgresAdapter }] = await Promise.all([
        import("./database-url"),
        import("./postgres-adapter"),
      ]);
      return createPostgresAdapter(await databaseUrl());
    }
  }
}

function adapter() {
  store.__backendAdapter ??= createAdapter().catch((error: unknown) => {
    store.__backendAdapter = undefined;
    throw new BackendConnectionError(`No database: ${(error as Error).message}`, { cause: error });
  });
  return store.__backendAdapter;
}

/**
 * The one door to the database: calls the SQL function `fn` with named arguments and parses its JSON result.
 * Throws BackendConnectionError when the database cannot be reached, BackendQueryError otherwise.
 */
export async function rpc<S extends z.ZodType>(
  fn: string,
  args: RpcArgs,
  schema: S,
  options: { caller?: Caller } = {},
): Promise<z.output<S>> {
  const raw = await (await adapter()).call(fn, args, options.caller ?? null);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new BackendQueryError(`Unexpected result from ${fn}: ${z.prettifyError(parsed.error)}`, fn);
  }
  return parsed.data;
}

/** Closes the database connections of this process, for scripts and tests that must exit cleanly. */
export async function endBackend() {
  const current = store.__backendAdapter;
  store.__backendAdapter = undefined;
  await (await current?.catch(() => null))?.end?.();
}
