import "server-only";
import { headers } from "next/headers";
import type { UserCaller } from "@/lib/backend/types";
import { supabaseConfig } from "@/lib/supabase/config";
import { createClient } from "@/lib/supabase/server";
import {
  AUTH_FALLBACK_MESSAGE,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./constants";
import type { Credentials } from "./auth-machine";
import { linkBase } from "./mail-mode";
import { PATHS } from "@/lib/pages/paths";

/**
 * The one auth door (docs/architecture.md#accounts): sign-up, sign-in, sign-out and the verified user of a request,
 * whatever the site runs on. Supabase Auth in Supabase mode; better-auth on the site's own PostgreSQL otherwise
 * (lib/auth/local-auth.ts). Sessions live in HttpOnly, SameSite=Lax cookies, Secure in production. Each call
 * answers the provider's message on failure, never throws for a refused credential.
 */
export type DoorOutcome = { error: string | null };

const usesSupabase = () => supabaseConfig() !== null;
const localAuth = async () => (await import("./local-auth")).localAuth();

/** better-auth's refusals in the words Supabase uses for the same thing, so both modes read alike. */
function localMessage(error: unknown) {
  const body = (error as { body?: { code?: string; message?: string } } | null)?.body;
  switch (body?.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return INVALID_CREDENTIALS;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return EMAIL_TAKEN;
    case "PASSWORD_TOO_SHORT":
      return PASSWORD_TOO_SHORT;
    case "PASSWORD_TOO_LONG":
      return PASSWORD_TOO_LONG;
  }
  if (body?.message) return body.message;
  console.error("Auth call failed:", error);
  return AUTH_FALLBACK_MESSAGE;
}

async function localCall(run: () => Promise<unknown>): Promise<DoorOutcome> {
  try {
    await run();
    return { error: null };
  } catch (error) {
    return { error: localMessage(error) };
  }
}

export async function signUp({ email, password }: Credentials, redirectTo?: string): Promise<DoorOutcome> {
  if (usesSupabase()) {
    const supabase = (await createClient())!;
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: redirectTo },
    });
    return { error: error ? error.message || AUTH_FALLBACK_MESSAGE : null };
  }
  const auth = await localAuth();
  return localCall(async () =>
    auth.api.signUpEmail({ body: { email, password, name: email }, headers: await headers() }),
  );
}

export async function signIn({ email, password }: Credentials): Promise<DoorOutcome> {
  if (usesSupabase()) {
    const supabase = (await createClient())!;
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    return { error: error ? error.message || AUTH_FALLBACK_MESSAGE : null };
  }
  const auth = await localAuth();
  return localCall(async () => auth.api.signInEmail({ body: { email, password }, headers: await headers() }));
}

export async function signOut(): Promise<DoorOutcome> {
  if (usesSupabase()) {
    const supabase = (await createClient())!;
    const { error } = await supabase.auth.signOut();
    return { error: error ? error.message || AUTH_FALLBACK_MESSAGE : null };
  }
  const auth = await localAuth();
  return localCall(async () => auth.api.signOut({ headers: await headers() }));
}

/**
 * The signed-in user of this request as verified on the server (the session checked against the auth service or
 * the database, never read from a cookie alone), or null. Reads the request's cookies: only for dynamic pages,
 * actions and route handlers, never from a cached page.
 */
export async function currentUser(): Promise<UserCaller | null> {
  if (usesSupabase()) {
    const supabase = (await createClient())!;
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user) return null;
    const { data: session } = await supabase.auth.getSession();
    const accessToken = session.session?.access_token;
    return accessToken
      ? {
          userId: data.user.id,
          accessToken,
          email: data.user.email,
          emailConfirmed: Boolean(data.user.email_confirmed_at),
        }
      : null;
  }
  const auth = await localAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  return session
    ? { userId: session.user.id, email: session.user.email, emailConfirmed: session.user.emailVerified }
    : null;
}

/**
 * Confirms an account's email with the token of the link sent at sign-up (the site's own accounts; Supabase
 * confirms its own links). True when it did; a link used once already (its email confirmed) is refused too.
 */
export async function verifyEmail(token: string): Promise<boolean> {
  if (usesSupabase()) return false;
  const { emailConfirmation, localAuth: auth } = await import("./local-auth");
  const check = { confirmed: false };
  try {
    await emailConfirmation.run(check, async () => (await auth()).api.verifyEmail({ query: { token } }));
    return check.confirmed;
  } catch {
    return false;
  }
}

/** Sends the link to reset a password, if an account has the email; the answer says nothing either way. */
export async function requestPasswordReset(email: string): Promise<DoorOutcome> {
  if (usesSupabase()) {
    const supabase = (await createClient())!;
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${linkBase(process.env).url}${PATHS.resetPassword}`,
    });
    if (error) console.error("A password reset request failed:", error.message);
    return { error: null };
  }
  const auth = await localAuth();
  return localCall(async () =>
    auth.api.requestPasswordReset({
      body: { email, redirectTo: `${linkBase(process.env).url}${PATHS.resetPassword}` },
    }),
  );
}

/** Sets a new password with the token of a reset link (the site's own accounts). */
export async function resetPassword(token: string, password: string): Promise<DoorOutcome> {
  if (usesSupabase()) {
    // Supabase's link carries a code that signs its owner in: the new password is set on that session.
    const supabase = (await createClient())!;
    const exchanged = await supabase.auth.exchangeCodeForSession(token);
    if (exchanged.error) return { error: exchanged.error.message || AUTH_FALLBACK_MESSAGE };
    const { error } = await supabase.auth.updateUser({ password });
    return { error: error ? error.message || AUTH_FALLBACK_MESSAGE : null };
  }
  const auth = await localAuth();
  return localCall(async () => auth.api.resetPassword({ body: { newPassword: password, token } }));
}
