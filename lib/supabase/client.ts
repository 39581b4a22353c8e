import { createBrowserClient } from "@supabase/ssr";

export type SupabasePublicConfig = { url: string; key: string };

/** The browser's Supabase client (one per page; @supabase/ssr keeps the session in cookies the server reads). */
export function createClient(config: SupabasePublicConfig) {
  return createBrowserClient(config.url, config.key);
}
