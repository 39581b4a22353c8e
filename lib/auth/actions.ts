"use server";

import { z } from "zod";
import { failureMessage } from "@/lib/actions/failure";
import type { ActionResult } from "@/lib/actions/result";
import { validatedAction, type ActionOptions } from "@/lib/actions/validated-action";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { accountAtClientKey, accountKeyFor, clientKey } from "@/lib/security/client-key";
import { ACCOUNT_MAIL_OFF, accountMailMode, linkBase } from "./mail-mode";
import * as door from "./door";
import { passwordProblem } from "./password-policy";
import { countSignUp, resetMailDue, throttledSignIn, type RateCall } from "./throttle";
import { quietLog } from "@/lib/security/quiet-log";
import {
  AUTH_FALLBACK_MESSAGE,
  CREDENTIALS_REQUIRED,
  EMAIL_INVALID,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  RESET_LINK_INVALID,
} from "./constants";

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
      password: z
        .string(CREDENTIALS_REQUIRED)
        .min(1, CREDENTIALS_REQUIRED)
        .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
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
    password: z
      .string(CREDENTIALS_REQUIRED)
      .min(1, CREDENTIALS_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  },
  CREDENTIALS_REQUIRED,
);

/** The door's answer as an action's: its message when it refused. */
const answer = ({ error }: { error: string | null }): ActionResult =>
  error ? { ok: false, message: error } : { ok: true };

/** check_rate and forget_sign_in as the site's server. */
const serverCall: RateCall = (fn, args) => rpc(fn, args, z.unknown(), { caller: SERVER_CALLER });

/** The message of a limit the client is past, or of a failed check. */
const limitMessage = (error: unknown) => failureMessage(error, "An account rate check failed", OPTIONS);

export const signUpAction = validatedAction(
  credentialsSchema,
  async (credentials) => {
    const weak = await passwordProblem(credentials.password, credentials.email);
    if (weak) return { ok: false, message: weak };
    try {
      await countSignUp(serverCall, await clientKey());
    } catch (error) {
      return { ok: false, message: limitMessage(error) };
    }
    return answer(await door.signUp(credentials, `${linkBase(process.env).url}/`));
  },
  OPTIONS,
);

export const signInAction = validatedAction(
  credentialsSchema,
  async (credentials) => {
    const client = await clientKey();
    const keys = { client, accountAtClient: await accountAtClientKey(credentials.email) };
    let outcome: { error: string | null };
    try {
      outcome = await throttledSignIn(serverCall, keys, () => door.signIn(credentials));
    } catch (error) {
      quietLog().warn("sign-in-limited", client, "Sign-in refused: past the rate limit");
      return { ok: false, message: limitMessage(error) };
    }
    // With the client (its key, never its address or the password), once per client and window.
    if (outcome.error) quietLog().warn("sign-in-failed", client, `Sign-in failed: ${outcome.error}`);
    return answer(outcome);
  },
  OPTIONS,
);

/** "Forgot your password?": the same answer whether or not an account has the email (its owner gets a link). */
export const requestPasswordResetAction = validatedAction(
  resetRequestSchema,
  async ({ email }) => {
    if (accountMailMode(process.env) === "off") return { ok: false, message: ACCOUNT_MAIL_OFF };
    try {
      if (!(await resetMailDue(serverCall, { client: await clientKey(), account: accountKeyFor(email) })))
        return { ok: true };
    } catch (error) {
      return { ok: false, message: limitMessage(error) };
    }
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
    const weak = await passwordProblem(password);
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
