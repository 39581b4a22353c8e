import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { BackendConnectionError, BackendQueryError } from "./errors";
import { RPC_NAME, type BackendAdapter, type Caller, type RpcArgs } from "./types";

type Options = { url: string; key: string; fetch?: typeof fetch };

function looksLikeNetworkFailure(error: { message?: string; code?: string; details?: string }) {
  const text = `${error.message ?? ""} ${error.details ?? ""}`;
  return !error.code && /fetch failed|network|ECONNREFUSED|ENOTFOUND|timed? ?out|Failed to fetch/i.test(text);
}

/**
 * Calls `POST /rest/v1/rpc/<fn>` through supabase-js. Without a caller it uses the public anon key; with one,
 * the user's access token, so the database sees the same role and claims as in the Postgres adapter.
 */
export function createSupabaseAdapter(options: Options): BackendAdapter {
  const clients = new Map<string, SupabaseClient>();
  const clientFor = (accessToken?: string) => {
    const cacheKey = accessToken ?? "";
    let client = clients.get(cacheKey);
    if (!client) {
      client = createClient(options.url, options.key, {
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
      let response;
      try {
        response = await clientFor(caller?.accessToken).rpc(fn, body);
      } catch (error) {
        throw new BackendConnectionError(`Supabase unreachable: ${(error as Error).message}`, { cause: error });
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
