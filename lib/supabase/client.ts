import { createBrowserClient } from "@supabase/ssr";

export type SupabasePublicConfig = { url: string; key: string };

/** The browser's Supabase client (one per page; @supabase/ssr keeps the session in cookies the server reads). */
export function createClient(config: SupabasePublicConfig) {
  return createBrowserClient(config.url, config.key, {
    // Secure in production, as on the server (lib/supabase/config.ts, not imported here: it reads server settings).
    cookieOptions: { secure: process.env.NODE_ENV === "production", sameSite: "lax", path: "/" },
  });
}
