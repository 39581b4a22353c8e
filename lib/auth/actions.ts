"use server";

import { z } from "zod";
import { isBackendError } from "@/lib/backend/errors";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { accountKeyFor, clientKey } from "@/lib/security/client-key";
import { siteUrl } from "@/lib/env";
import * as door from "./door";
import {
  AUTH_FALLBACK_MESSAGE,
  CREDENTIALS_REQUIRED,
  EMAIL_INVALID,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from "./constants";
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
  if (credentials.password.length < PASSWORD_MIN_LENGTH) return { error: PASSWORD_TOO_SHORT };
  const limited = await rateLimited(credentials.email);
  if (limited) return { error: limited };
  return door.signUp(credentials, `${siteUrl}/`);
}

export async function signInAction(input: unknown): Promise<AuthOutcome> {
  const credentials = readCredentials(input);
  if (typeof credentials === "string") return { error: credentials };
  const limited = await rateLimited(credentials.email);
  if (limited) return { error: limited };
  return door.signIn(credentials);
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
