"use server";

import { z } from "zod";
import { failureMessage } from "@/lib/actions/failure";
import type { ActionResult } from "@/lib/actions/result";
import { validatedAction, type ActionOptions } from "@/lib/actions/validated-action";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { accountKeyFor, clientKey } from "@/lib/security/client-key";
import { siteUrl } from "@/lib/env";
import * as door from "./door";
import { passwordProblem } from "./password-policy";
import { quietLog } from "@/lib/security/quiet-log";
import { AUTH_FALLBACK_MESSAGE, CREDENTIALS_REQUIRED, EMAIL_INVALID, RESET_LINK_INVALID } from "./constants";

// The browser's only way in: sign-up, sign-in, sign-out and "who am I", each checked here on the server.

const OPTIONS = {
  context: "An auth call failed",
  fallback: AUTH_FALLBACK_MESSAGE,
  unavailable: AUTH_FALLBACK_MESSAGE,
} satisfies ActionOptions;

const isEmail = (value: string) => z.email().safeParse(value).success;

// Both given first (CREDENTIALS_REQUIRED), then the email's form: the object's check runs once both fields pass.
const credentialsSchema = z
  .object(
    {
      email: z
        .string(CREDENTIALS_REQUIRED)
        .max(320, CREDENTIALS_REQUIRED)
        .trim()
        .min(1, CREDENTIALS_REQUIRED),
      password: z.string(CREDENTIALS_REQUIRED).max(200, CREDENTIALS_REQUIRED).min(1, CREDENTIALS_REQUIRED),
    },
    CREDENTIALS_REQUIRED,
  )
  .refine(({ email }) => isEmail(email), { message: EMAIL_INVALID, path: ["email"] });

const resetRequestSchema = z.object(
  { email: z.string(EMAIL_INVALID).max(320, EMAIL_INVALID).trim().refine(isEmail, EMAIL_INVALID) },
  EMAIL_INVALID,
);

const newPasswordSchema = z.object(
  {
    token: z.string(CREDENTIALS_REQUIRED).max(500, CREDENTIALS_REQUIRED),
    password: z.string(CREDENTIALS_REQUIRED).max(200, CREDENTIALS_REQUIRED).min(1, CREDENTIALS_REQUIRED),
  },
  CREDENTIALS_REQUIRED,
);

/** The door's answer as an action's: its message when it refused. */
const answer = ({ error }: { error: string | null }): ActionResult =>
  error ? { ok: false, message: error } : { ok: true };

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
    return failureMessage(error, "The sign-in rate check failed", OPTIONS);
  }
}

export const signUpAction = validatedAction(
  credentialsSchema,
  async (credentials) => {
    const weak = passwordProblem(credentials.password);
    if (weak) return { ok: false, message: weak };
    const limited = await rateLimited(credentials.email);
    if (limited) return { ok: false, message: limited };
    return answer(await door.signUp(credentials, `${siteUrl}/`));
  },
  OPTIONS,
);

export const signInAction = validatedAction(
  credentialsSchema,
  async (credentials) => {
    const limited = await rateLimited(credentials.email);
    if (limited) {
      quietLog().warn("sign-in-limited", await clientKey(), "Sign-in refused: past the rate limit");
      return { ok: false, message: limited };
    }
    const outcome = await door.signIn(credentials);
    // With the client (its key, never its address or the password), once per client and window.
    if (outcome.error)
      quietLog().warn("sign-in-failed", await clientKey(), `Sign-in failed: ${outcome.error}`);
    return answer(outcome);
  },
  OPTIONS,
);

/** "Forgot your password?": the same answer whether or not an account has the email (its owner gets a link). */
export const requestPasswordResetAction = validatedAction(
  resetRequestSchema,
  async ({ email }) => {
    const limited = await rateLimited(email);
    if (limited) return { ok: false, message: limited };
    const outcome = await door.requestPasswordReset(email);
    if (outcome.error) console.error("A password reset request failed:", outcome.error);
    return { ok: true };
  },
  OPTIONS,
);

/** Sets a new password with a reset link's token; the new password follows the same policy as a sign-up's. */
export const resetPasswordAction = validatedAction(
  newPasswordSchema,
  async ({ token, password }) => {
    const weak = passwordProblem(password);
    if (weak) return { ok: false, message: weak };
    const outcome = await door.resetPassword(token, password);
    return outcome.error ? { ok: false, message: RESET_LINK_INVALID } : { ok: true };
  },
  OPTIONS,
);

export const signOutAction = validatedAction(
  z.undefined(),
  async () => answer(await door.signOut()),
  OPTIONS,
);

/** The signed-in user ({id, email}) as the server verifies it, or null. */
export const sessionAction = validatedAction(
  z.undefined(),
  async (): Promise<ActionResult<undefined, { id: string; email: string | null } | null>> => {
    const user = await door.currentUser();
    return { ok: true, data: user ? { id: user.userId, email: user.email ?? null } : null };
  },
  { ...OPTIONS, context: "Reading the session failed" },
);
