import { backendMode, env } from "@/lib/env";

/**
 * Session cookies: HttpOnly (the browser's script never reads them: every auth call goes through the server's auth
 * door, lib/auth/door.ts), Secure in production (sent over HTTPS only), SameSite=Lax.
 */
export const sessionCookieOptions = {
  httpOnly: true,
  secure: process.env.NODE_ENV === "production",
  sameSite: "lax" as const,
  path: "/",
};

/** The Supabase project's URL and public key, or null when the site runs on its own PostgreSQL. */
export function supabaseConfig() {
  if (backendMode(env) !== "supabase") return null;
  return { url: env.NEXT_PUBLIC_SUPABASE_URL!, key: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY! };
}
