import { z } from "zod";
import { resolveSiteUrl } from "./site/site-url";

// Empty variables count as unset, so `FOO=` in a .env file does not switch a mode on.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: optional(z.url()),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optional(z.string().min(1)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  NEXT_PUBLIC_SITE_URL: optional(z.url()),
  // Server only: the Supabase project's secret (service role) key, for submissions and the search log.
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(1)),
});

export type Env = z.infer<typeof envSchema>;
export type BackendMode = "supabase" | "postgres" | "embedded";

export function parseEnv(source: Record<string, string | undefined>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export function backendMode(env: Env): BackendMode {
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY) return "supabase";
  if (env.DATABASE_URL) return "postgres";
  return "embedded";
}

export const env = parseEnv({
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  DATABASE_URL: process.env.DATABASE_URL,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});

/** The public base URL: canonical links, the sitemaps, robots.txt, JSON-LD and Open Graph images use it. */
export const siteUrl = resolveSiteUrl({
  NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL,
  VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  NETLIFY: process.env.NETLIFY,
  URL: process.env.URL,
  RENDER_EXTERNAL_URL: process.env.RENDER_EXTERNAL_URL,
  RAILWAY_PUBLIC_DOMAIN: process.env.RAILWAY_PUBLIC_DOMAIN,
}).url;
