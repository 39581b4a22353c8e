"use server";

import { z } from "zod";
import { isBackendError } from "@/lib/backend/errors";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { accountKeyFor, clientKey } from "@/lib/security/client-key";
import { siteUrl } from "@/lib/env";
import * as door from "./door";
import { passwordProblem } from "./password-policy";
import { quietLog } from "@/lib/security/quiet-log";
import { AUTH_FALLBACK_MESSAGE, CREDENTIALS_REQUIRED, EMAIL_INVALID, RESET_LINK_INVALID } from "./constants";
import type { AuthOutcome } from "./auth-machine";

// The browser's only way in: sign-up, sign-in, sign-out and "who am I", each checked here on the server.

const credentialsSchema = z.object({
  email: z
    .string()
    .max(320)
    .transform((value) => value.trim()),
  password: z.string().max(200),
});

function readCredentials(input: unknown): { email: string; password: string } | string {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success || !parsed.data.email || !parsed.data.password) return CREDENTIALS_REQUIRED;
  if (!z.email().safeParse(parsed.data.email).success) return EMAIL_INVALID;
  return parsed.data;
}

/**
 * Counts the attempt against the client's sign-in limit and the account's (whoever tries it, from any address); a
 * message when either is past it or the check failed.
 */
async function rateLimited(email: string): Promise<string | null> {
  const check = (bucket: string, key: string) =>
    rpc("check_rate", { bucket, client_key_param: key }, z.unknown(), { caller: SERVER_CALLER });
  try {
    await check("sign_in", await clientKey());
    await check("sign_in_account", accountKeyFor(email));
    return null;
  } catch (error) {
    if (isBackendError(error) && error.kind === "query" && error.code === "PT429") return error.message;
    console.error("The sign-in rate check failed:", error);
    return AUTH_FALLBACK_MESSAGE;
  }
}

export async function signUpAction(input: unknown): Promise<AuthOutcome> {
  const credentials = readCredentials(input);
  if (typeof credentials === "string") return { error: credentials };
  const weak = passwordProblem(credentials.password);
  if (weak) return { error: weak };
  const limited = await rateLimited(credentials.email);
  if (limited) return { error: limited };
  return door.signUp(credentials, `${siteUrl}/`);
}

export async function signInAction(input: unknown): Promise<AuthOutcome> {
  const credentials = readCredentials(input);
  if (typeof credentials === "string") return { error: credentials };
  const limited = await rateLimited(credentials.email);
  if (limited) {
    quietLog().warn("sign-in-limited", await clientKey(), "Sign-in refused: past the rate limit");
    return { error: limited };
  }
  const outcome = await door.signIn(credentials);
  // With the client (its key, never its address or the password), once per client and window.
  if (outcome.error) quietLog().warn("sign-in-failed", await clientKey(), `Sign-in failed: ${outcome.error}`);
  return outcome;
}

/** "Forgot your password?": the same answer whether or not an account has the email (its owner gets a link). */
export async function requestPasswordResetAction(input: unknown): Promise<AuthOutcome> {
  const parsed = z.object({ email: z.string().max(320) }).safeParse(input);
  const email = parsed.success ? parsed.data.email.trim() : "";
  if (!z.email().safeParse(email).success) return { error: EMAIL_INVALID };
  const limited = await rateLimited(email);
  if (limited) return { error: limited };
  const outcome = await door.requestPasswordReset(email);
  if (outcome.error) console.error("A password reset request failed:", outcome.error);
  return { error: null };
}

/** Sets a new password with a reset link's token; the new password follows the same policy as a sign-up's. */
export async function resetPasswordAction(input: unknown): Promise<AuthOutcome> {
  const parsed = z.object({ token: z.string().max(500), password: z.string().max(200) }).safeParse(input);
  if (!parsed.success || !parsed.data.password) return { error: CREDENTIALS_REQUIRED };
  const weak = passwordProblem(parsed.data.password);
  if (weak) return { error: weak };
  const outcome = await door.resetPassword(parsed.data.token, parsed.data.password);
  return outcome.error ? { error: RESET_LINK_INVALID } : outcome;
}

export async function signOutAction(): Promise<AuthOutcome> {
  return door.signOut();
}

/** The signed-in user ({id, email}) as the server verifies it, or null. */
export async function sessionAction(): Promise<{ user: { id: string; email: string | null } | null }> {
  try {
    const user = await door.currentUser();
    return { user: user ? { id: user.userId, email: user.email ?? null } : null };
  } catch (error) {
    console.error("Reading the session failed:", error);
    return { user: null };
  }
}
