// npm start's server compiled to plain JavaScript at build time (.next/serve/), so that it runs on Node alone. Run
// through a TypeScript loader, every dynamic import() of the running server goes through the loader's hooks, a round
// trip to another thread; Next imports its cache handler (server/shared-tags-cache.ts) that way on every request,
// which cost about 1 ms of CPU each. The server and the cache handler share one chunk of code, so they share one
// follower of the cache tags, as when both were loaded from source.
import path from "node:path";
import { build } from "esbuild";

/** Where the compiled server is written: `node .next/serve/serve.mjs` is what `npm start` runs. */
export const SERVE_DIR = path.join(".next", "serve");

export async function bundleServer(root = process.cwd()) {
  await build({
    absWorkingDir: root,
    entryPoints: { serve: "server/serve.ts", "shared-tags-cache": "server/shared-tags-cache.ts" },
    outdir: SERVE_DIR,
    // .mjs: the build's folder says its .js files are CommonJS.
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The packages stay in node_modules, loaded as they are (Next among them).
    packages: "external",
    logLevel: "warning",
  });
}
