// `npm run build`: Next's data cache of the last build removed, Next's production build, then npm start's server
// compiled (server/bundle.ts), robots.txt by next-sitemap (server/robots-txt.ts), the compile
// hint on the scripts pages run at start-up (server/compile-hints.ts) and Brotli and gzip copies of the static files
// (server/precompress.ts).
// Every build of the site goes through here: npm run build, npm test and the
// end-to-end tests' own build.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { bundleServer, SERVE_DIR } from "./bundle";
import { addCompileHints } from "./compile-hints";
import { precompress } from "./precompress";
import { writeRobotsTxt } from "./robots-txt";

async function main() {
  // The build reads the catalogue afresh: Next keeps its data cache (lib/catalogue/freshness.ts) in .next/cache
  // across builds, where an entry of the last deployment could outlive a change made while no server ran.
  rmSync(path.resolve(".next", "cache", "fetch-cache"), { recursive: true, force: true });
  const code = await new Promise<number>((resolve) => {
    const child = spawn("next", ["build", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: {
        ...process.env,
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
      },
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
    child.on("error", () => resolve(127));
  });
  if (code !== 0) process.exit(code);
  await bundleServer();
  console.log(`npm start's server: compiled into ${SERVE_DIR}.`);
  writeRobotsTxt();
  console.log("robots.txt: written by next-sitemap into public/.");
  const changed = addCompileHints(path.resolve(".next"));
  console.log(`Compile hints: ${changed} start-up scripts marked for eager compilation.`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const { files, bytes, brotliBytes, gzipBytes } = precompress(path.resolve(".next", "static"));
  console.log(
    `Precompressed ${files} static files: ${kb(bytes)}, ${kb(brotliBytes)} Brotli, ${kb(gzipBytes)} gzip.`,
  );
}

void main();
