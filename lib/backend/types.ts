type RpcValue = string | number | boolean | null | undefined | readonly string[];
export type RpcArgs = Record<string, RpcValue>;

/** A signed-in user whose session the server verified (role authenticated). */
export type UserCaller = { userId: string; accessToken?: string; email?: string; emailConfirmed?: boolean };

/**
 * Who is calling: nobody (the public, role anon), a signed-in user, or "server": the site's own server acting for
 * itself (role service_role), the only caller allowed the functions that take a rate-limit key.
 */
export type Caller = UserCaller | "server" | null;

export const SERVER_CALLER = "server" as const;

/** The database role a call runs as, the same in every adapter. */
export function callerRole(caller: Caller) {
  if (caller === SERVER_CALLER) return "service_role";
  return caller ? "authenticated" : "anon";
}

export interface BackendAdapter {
  readonly name: "supabase" | "postgres";
  call(fn: string, args: RpcArgs, caller?: Caller): Promise<unknown>;
  /** Closes the adapter's connections (scripts and tests; a server keeps them for its lifetime). */
  end?: () => Promise<void>;
}

export const RPC_NAME = /^[a-z_][a-z0-9_]*$/;
