import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { nextCookies } from "better-auth/next-js";
import { Pool } from "pg";
import { databaseUrl } from "@/lib/backend/database-url";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { accountLink, sendAccountEmail } from "./outbox";
import { PATHS } from "@/lib/pages/paths";
import { linkBase } from "./mail-mode";

// Accounts when the site runs on its own PostgreSQL (embedded or DATABASE_URL): better-auth on the same database,
// in the schema local_auth (supabase/migrations/20261126001000_accounts.sql). Only the server talks to it, through
// lib/auth/door.ts: its HTTP handler is not mounted, so the site's own checks (the rate limit, the messages) apply
// to every sign-in.

const DEVELOPMENT_SECRET = "macro-menu development session secret, never for production";

/** AUTH_SECRET; else in development and tests a fixed value; else one made once and kept in the database. */
async function sessionSecret(pool: Pool) {
  const configured = process.env.AUTH_SECRET;
  if (configured && configured.length >= 32) return configured;
  if (process.env.NODE_ENV !== "production") return DEVELOPMENT_SECRET;
  await pool.query("insert into local_auth.secret (value) values ($1) on conflict (singleton) do nothing", [
    randomBytes(32).toString("base64url"),
  ]);
  const { rows } = await pool.query<{ value: string }>("select value from local_auth.secret");
  return rows[0]!.value;
}

const RESET_PREFIX = "reset-password:";

/**
 * Set while a confirmation link is checked (lib/auth/door.ts): better-auth answers a link whose email was confirmed
 * before as it answers a fresh one, so only this says that the link confirmed it now.
 */
export const emailConfirmation = new AsyncLocalStorage<{ confirmed: boolean }>();

/** A verification identifier as stored: its kind ('reset-password:') kept, its token replaced by its SHA-256. */
function hashedIdentifier(identifier: string) {
  const kind = identifier.startsWith(RESET_PREFIX) ? RESET_PREFIX : "";
  return kind + createHash("sha256").update(identifier).digest("base64url");
}

async function createLocalAuth() {
  // better-auth names its tables unqualified: they resolve to local_auth.
  const url = new URL(await databaseUrl());
  url.searchParams.set("options", "-c search_path=local_auth");
  const pool = new Pool({ connectionString: url.toString(), max: 3, idleTimeoutMillis: 20_000 });
  const production = process.env.NODE_ENV === "production";
  return betterAuth({
    database: pool,
    baseURL: linkBase(process.env).url,
    secret: await sessionSecret(pool),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // As Supabase's sign-up with email confirmation: an account is made, then its owner signs in. Without
      // signing in, a sign-up for a taken email gets the same answer as a new one; its owner is told by email.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) =>
        sendAccountEmail({
          to: user.email,
          subject: "Someone tried to create an account with your email",
          text:
            "An account already uses this email, so no new one was made. If that was you, sign in, or reset " +
            `your password: ${linkBase(process.env).url}${PATHS.login}`,
        }),
      sendResetPassword: async ({ user, token }) =>
        sendAccountEmail({
          to: user.email,
          subject: "Reset your password",
          text: `Choose a new password within an hour: ${accountLink(PATHS.resetPassword, token)}`,
        }),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    // The owner proves the email theirs by opening the link sent at sign-up (app/account/verify-email): until then
    // the account cannot be made a moderator, and the account page says the email is not confirmed.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      afterEmailVerification: async () => {
        const check = emailConfirmation.getStore();
        if (check) check.confirmed = true;
      },
      sendVerificationEmail: async ({ user, token }) =>
        sendAccountEmail({
          to: user.email,
          subject: "Confirm your email",
          text: `Open this link to confirm your email: ${accountLink(PATHS.verifyEmail, token)}`,
        }),
    },
    // A reset link's token is stored as its SHA-256 only (whoever reads the table cannot use it), is used once
    // (better-auth consumes it), and a new link for an account removes the older ones.
    verification: { storeIdentifier: { hash: async (identifier: string) => hashedIdentifier(identifier) } },
    databaseHooks: {
      verification: {
        create: {
          after: async (verification: { id: string; identifier: string; value: string }) => {
            if (!verification.identifier.startsWith(RESET_PREFIX)) return;
            await pool.query(
              `delete from local_auth.verification where value = $1 and identifier like $2 and id <> $3`,
              [verification.value, `${RESET_PREFIX}%`, verification.id],
            );
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, secure: production, sameSite: "lax", path: "/" },
    },
    // The site limits sign-in attempts itself (check_rate), per client address and per account, in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings of a failed sign-in name no client: lib/auth/actions.ts logs those, once per client and window.
    logger: { level: "error" },
    plugins: [nextCookies()],
  });
}

type LocalAuth = Awaited<ReturnType<typeof createLocalAuth>>;
const store = globalThis as typeof globalThis & { __localAuth?: Promise<LocalAuth> };

/** The one better-auth instance of this server process. */
export function localAuth() {
  store.__localAuth ??= createLocalAuth().catch((error: unknown) => {
    store.__localAuth = undefined;
    throw error;
  });
  return store.__localAuth;
}
