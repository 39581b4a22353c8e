import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { BackendConnectionError, BackendQueryError } from "./errors";
import { RPC_NAME, type BackendAdapter, type Caller, type RpcArgs } from "./types";

/** `serverKey`: the project's secret (service role) key, for the server's own calls (submissions, search log). */
type Options = { url: string; key: string; serverKey?: string; fetch?: typeof fetch };

function looksLikeNetworkFailure(error: { message?: string; code?: string; details?: string }) {
  const text = `${error.message ?? ""} ${error.details ?? ""}`;
  return !error.code && /fetch failed|network|ECONNREFUSED|ENOTFOUND|timed? ?out|Failed to fetch/i.test(text);
}

/**
 * Calls `POST /rest/v1/rpc/<fn>` through supabase-js. Without a caller it uses the public anon key; with one,
 * the user's access token, so the database sees the same role and claims as in the Postgres adapter; the server's
 * own calls use the secret key (role service_role), which never leaves the server.
 */
export function createSupabaseAdapter(options: Options): BackendAdapter {
  const clients = new Map<string, SupabaseClient>();
  const clientFor = (accessToken?: string, apiKey = options.key) => {
    const cacheKey = accessToken ?? `key:${apiKey}`;
    let client = clients.get(cacheKey);
    if (!client) {
      client = createClient(options.url, apiKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: {
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
        },
      });
      // Per-user clients are not kept: tokens expire and users are many.
      if (!accessToken) clients.set(cacheKey, client);
    }
    return client;
  };

  return {
    name: "supabase",
    async call(fn: string, args: RpcArgs, caller: Caller = null) {
      if (!RPC_NAME.test(fn)) throw new BackendQueryError(`Invalid function name: ${fn}`, fn);
      const body = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
      if (caller === "server" && !options.serverKey) {
        throw new BackendQueryError(`${fn} needs SUPABASE_SERVICE_ROLE_KEY on the server`, fn);
      }
      let response;
      try {
        const client =
          caller === "server" ? clientFor(undefined, options.serverKey) : clientFor(caller?.accessToken);
        response = await client.rpc(fn, body);
      } catch (error) {
        throw new BackendConnectionError(`Supabase unreachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const { data, error } = response;
      if (error) {
        if (looksLikeNetworkFailure(error)) {
          throw new BackendConnectionError(`Supabase unreachable: ${error.message}`, { cause: error });
        }
        throw new BackendQueryError(error.message, fn, error.code, { cause: error });
      }
      return data ?? null;
    },
  };
}
