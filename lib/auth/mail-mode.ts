import { resolveSiteUrl, type SiteUrl } from "@/lib/site/site-url";

// Where the site's own account mail goes (better-auth's confirmation and reset links, lib/auth/outbox.ts), decided
// from the server's environment when it runs:
// - smtp: SMTP_URL is set: mail goes through it, and no link is ever written to the log.
// - log: the embedded default database without SMTP_URL: the server log is the mailbox of the person running it.
// - off: a configured database (DATABASE_URL) without SMTP_URL, or a production server that does not know its
//   public address: nothing is sent and nothing is logged; the forms say so.
// - provider: Supabase mode, where Supabase Auth sends its own mail.

export type AccountMailMode = "smtp" | "log" | "off" | "provider";

type MailEnv = Record<string, string | undefined>;

const set = (value: string | undefined) => Boolean(value?.trim());

/** Whether the site runs on the embedded database: the launcher says so, or nothing else is configured. */
function usesEmbeddedDatabase(env: MailEnv) {
  return env.EMBEDDED_DATABASE === "1" || !set(env.DATABASE_URL);
}

/**
 * The public address links point at, read when the server runs (NEXT_PUBLIC_SITE_URL by name, so a build made
 * without it still takes the one the server is started with).
 */
export function linkBase(env: MailEnv): SiteUrl {
  return resolveSiteUrl({
    NEXT_PUBLIC_SITE_URL: env["NEXT_PUBLIC_SITE_URL"],
    VERCEL_PROJECT_PRODUCTION_URL: env.VERCEL_PROJECT_PRODUCTION_URL,
    NETLIFY: env.NETLIFY,
    URL: env.URL,
    RENDER_EXTERNAL_URL: env.RENDER_EXTERNAL_URL,
    RAILWAY_PUBLIC_DOMAIN: env.RAILWAY_PUBLIC_DOMAIN,
  });
}

export function accountMailMode(env: MailEnv): AccountMailMode {
  if (set(env["NEXT_PUBLIC_SUPABASE_URL"]) && set(env["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"]))
    return "provider";
  if (set(env.SMTP_URL))
    // A link to localhost would reach nobody: without its public address a production server sends none.
    return env.NODE_ENV === "production" && linkBase(env).from === "default" ? "off" : "smtp";
  return usesEmbeddedDatabase(env) ? "log" : "off";
}

/** What the sign-up and reset forms say when account mail is off. */
export const ACCOUNT_MAIL_OFF =
  "This site sends no account email: a new account's address stays unconfirmed, and a forgotten password cannot be reset here. Ask the site's owner.";

/** The start-up line of a server whose account mail is off, or null. */
export function accountMailWarning(env: MailEnv): string | null {
  if (accountMailMode(env) !== "off") return null;
  return set(env.SMTP_URL)
    ? "Account mail is off: SMTP_URL is set but the site's public address is not (NEXT_PUBLIC_SITE_URL), so links would point at localhost."
    : "Account mail is off: the site runs on a configured database (DATABASE_URL) and SMTP_URL is not set, so no confirmation or reset link is sent (and none is written to the log).";
}
