// The database role the site logs in as on a local PostgreSQL: `macro_site`, with only the grants in
// supabase/site-role.sql. Migrations, the seed, imports, test templates and benchmarks use the admin connection
// (DATABASE_ADMIN_URL, or DATABASE_URL when that is unset).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

export const SITE_ROLE = "macro_site";
const PASSWORD_FILE = "macro-site-password";

/** The connection for what the site may not do: migrate, seed, import, create test databases. */
export function adminDatabaseUrl(env: Record<string, string | undefined> = process.env) {
  return env.DATABASE_ADMIN_URL || env.DATABASE_URL || undefined;
}

/** The site role's password, generated once and kept in the data folder (readable by its owner only). */
export function sitePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    writeFileSync(file, `${randomBytes(24).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const password = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{48}$/.test(password)) throw new Error(`${file} does not hold a generated password.`);
  return password;
}

/** Lets the site role log in with `password` (the role and its grants come from supabase/site-role.sql). */
export async function enableSiteLogin(adminUrl: string, password: string) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    // The password is 48 hex digits (sitePassword), so it needs no quoting beyond the literal's.
    await sql.unsafe(`alter role ${SITE_ROLE} login password '${password}'`);
  } finally {
    await sql.end();
  }
}

/** `url` with the site role's name and password in place of its user. */
export function asSiteRole(url: string, password: string) {
  const next = new URL(url);
  next.username = SITE_ROLE;
  next.password = password;
  return next.toString();
}
