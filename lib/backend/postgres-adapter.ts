import postgres from "postgres";
import { BackendConnectionError, BackendQueryError } from "./errors";
import { RPC_NAME, callerRole, type BackendAdapter, type Caller, type RpcArgs } from "./types";

// Errors that mean "no database there", as opposed to an error from the database itself.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P03",
  "3D000",
  "28P01",
  "53300",
]);

function toBackendError(error: unknown, fn: string) {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code && CONNECTION_CODES.has(code)) {
    return new BackendConnectionError(`Database unreachable (${code}): ${message}`, { cause: error });
  }
  return new BackendQueryError(message, fn, code, { cause: error });
}

/**
 * Calls `select fn(arg => $1, ...)` in a transaction under the caller's role, as Supabase's API gateway does:
 * `anon` for the public, `authenticated` with the JWT claims for a signed-in user, `service_role` for the server
 * itself, so grants and row-level security behave exactly as in production.
 */
export function createPostgresAdapter(
  url: string,
  options: { max?: number } = {},
): BackendAdapter & { end: () => Promise<void> } {
  const connect = () =>
    postgres(url, {
      max: options.max ?? 5,
      idle_timeout: 20,
      connect_timeout: 5,
      onnotice: () => {},
    });
  let sql = connect();
  // When the database goes away, postgres.js can leave calls waiting for a connection that never comes, even once
  // the database is back. So the first connection error retires the pool: its waiting calls fail at once (and
  // answer "database unreachable"), and the next call opens a fresh pool.
  const retire = (pool: postgres.Sql) => {
    if (pool !== sql) return;
    sql = connect();
    void pool.end({ timeout: 0 });
  };

  return {
    name: "postgres",
    async call(fn: string, args: RpcArgs, caller: Caller = null) {
      if (!RPC_NAME.test(fn)) throw new BackendQueryError(`Invalid function name: ${fn}`, fn);
      const entries = Object.entries(args).filter(([, value]) => value !== undefined);
      for (const [name] of entries) {
        if (!RPC_NAME.test(name)) throw new BackendQueryError(`Invalid argument name: ${name}`, fn);
      }
      const list = entries.map(([name], index) => `${name} => $${index + 1}`).join(", ");
      const values = entries.map(([, value]) => value as postgres.ParameterOrJSON<never>);
      const claims =
        caller && caller !== "server"
          ? JSON.stringify({ sub: caller.userId, role: "authenticated", email: caller.email })
          : "";
      // Three network round trips: BEGIN, then the role and claims and the call pipelined together, then COMMIT
      // (a failed call rolls back). Not one reserved connection with all four pipelined: postgres.js leaves a
      // reserved connection's queries, and reservations waiting for a connection, unsettled when the server goes
      // away, so every request would hang during a database outage instead of failing fast.
      const role = callerRole(caller);
      const pool = sql;
      try {
        const [, rows] = await pool.begin((transaction) => [
          // The role's own settings (its statement_timeout, set by a migration) apply as they do behind
          // Supabase's API, where each request logs in as that role.
          transaction`select set_config('role', ${role}, true),
                             set_config('request.jwt.claims', ${claims}, true),
                             set_config('statement_timeout', coalesce(
                               (select split_part(setting, '=', 2)
                                  from pg_db_role_setting s, unnest(s.setconfig) setting
                                 where s.setrole = ${role}::regrole and s.setdatabase = 0
                                   and setting like 'statement_timeout=%'),
                               current_setting('statement_timeout')), true)`,
          transaction.unsafe(`select public.${fn}(${list}) as result`, values),
        ]);
        return (rows[0] as { result?: unknown } | undefined)?.result ?? null;
      } catch (error) {
        const failure = toBackendError(error, fn);
        if (failure instanceof BackendConnectionError) retire(pool);
        throw failure;
      }
    },
    end: () => sql.end({ timeout: 5 }),
  };
}
