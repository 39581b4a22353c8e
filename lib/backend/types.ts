export type RpcValue = string | number | boolean | null | undefined | readonly string[];
export type RpcArgs = Record<string, RpcValue>;

/** Who is calling: nobody (the public, role anon) or a signed-in user whose session the server verified. */
export type Caller = { userId: string; accessToken?: string; email?: string } | null;

export interface BackendAdapter {
  readonly name: "supabase" | "postgres";
  call(fn: string, args: RpcArgs, caller?: Caller): Promise<unknown>;
  /** Closes the adapter's connections (scripts and tests; a server keeps them for its lifetime). */
  end?: () => Promise<void>;
}

export const RPC_NAME = /^[a-z_][a-z0-9_]*$/;
