import "server-only";
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { nextCookies } from "better-auth/next-js";
import { Pool } from "pg";
import { databaseUrl } from "@/lib/backend/database-url";
import { siteUrl } from "@/lib/env";
import { PASSWORD_MIN_LENGTH } from "./constants";

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

async function createLocalAuth() {
  // better-auth names its tables unqualified: they resolve to local_auth.
  const url = new URL(await databaseUrl());
  url.searchParams.set("options", "-c search_path=local_auth");
  const pool = new Pool({ connectionString: url.toString(), max: 3, idleTimeoutMillis: 20_000 });
  const production = process.env.NODE_ENV === "production";
  return betterAuth({
    database: pool,
    baseURL: siteUrl,
    secret: await sessionSecret(pool),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // As Supabase's sign-up with email confirmation: an account is made, then its owner signs in.
      autoSignIn: false,
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
