import { queryErrorCode, SQLSTATE } from "@/lib/backend/errors";

// The account limits (check_rate's buckets, supabase/migrations/20261124000600_create_write_api.sql), in the order
// the actions apply them. Each bucket is its own: sign-ups and reset requests never use up sign-ins, and a
// stranger's failed sign-ins from other addresses never lock the account's owner out.

/** A call to a SQL function as the site's server; a refusal past a limit throws the database's PT429. */
export type RateCall = (fn: string, args: Record<string, string>) => Promise<unknown>;

export type SignInKeys = {
  /** The client's key (clientKeyFor). */
  client: string;
  /** The account's key at that client (accountAtClientKeyFor). */
  accountAtClient: string;
};

const count = (call: RateCall, bucket: string, key: string) =>
  call("check_rate", { bucket, client_key_param: key });

/**
 * Signs in with `attempt` unless the client, or the account at this client, is past its failed sign-ins (throws
 * PT429). The attempt is counted before it runs, so a burst cannot slip past the count, and taken back when it
 * succeeds: only failures are counted.
 */
export async function throttledSignIn<T extends { error: string | null }>(
  call: RateCall,
  keys: SignInKeys,
  attempt: () => Promise<T>,
): Promise<T> {
  await count(call, "sign_in", keys.client);
  await count(call, "sign_in_account", keys.accountAtClient);
  const outcome = await attempt();
  if (!outcome.error)
    await call("forget_sign_in", { client_key_param: keys.client, account_key_param: keys.accountAtClient });
  return outcome;
}

/** Counts a sign-up against the client's sign-ups (throws PT429 past the limit). */
export const countSignUp = (call: RateCall, clientKey: string) => count(call, "sign_up", clientKey);

/**
 * Whether a reset request should send its mail: the client's requests are limited (throws PT429 past the limit);
 * an email gets at most one mail a window, and a request within it sends nothing (the answer is the same).
 */
export async function resetMailDue(
  call: RateCall,
  keys: { client: string; account: string },
): Promise<boolean> {
  await count(call, "password_reset", keys.client);
  try {
    await count(call, "reset_mail", keys.account);
    return true;
  } catch (error) {
    if (queryErrorCode(error) === SQLSTATE.rateLimited) return false;
    throw error;
  }
}
