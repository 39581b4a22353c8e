// robots.txt is next-sitemap's (next-sitemap.config.ts). Its command reads the build's manifests, so it runs after
// `next build`; the file it writes is copied into public/, which `npm start` and plain `next start` serve, each
// listing the folder when it starts.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Where next-sitemap writes (its config's outDir), under `root`. */
const OUTPUT = path.join(".next", "next-sitemap");

/**
 * Runs next-sitemap in `root` (a built project: its .next holds the manifests) and puts the robots.txt it writes in
 * `root`/public; returns the file's text. next-sitemap logs a failure and still exits 0, so a missing file fails
 * here.
 */
export function writeRobotsTxt(root = process.cwd()): string {
  const output = path.join(root, OUTPUT);
  rmSync(output, { recursive: true, force: true });
  // tsx loads the TypeScript config, which takes the base URL from lib/site/site-url.ts.
  const result = spawnSync(
    path.resolve("node_modules", ".bin", "tsx"),
    [
      path.resolve("node_modules", "next-sitemap", "bin", "next-sitemap.mjs"),
      "--config",
      path.resolve("next-sitemap.config.ts"),
    ],
    { cwd: root, env: process.env, encoding: "utf8" },
  );
  const written = path.join(output, "robots.txt");
  if (result.status !== 0 || !existsSync(written)) {
    throw new Error(`next-sitemap did not write robots.txt:\n${result.stdout}${result.stderr}`);
  }
  mkdirSync(path.join(root, "public"), { recursive: true });
  const target = path.join(root, "public", "robots.txt");
  copyFileSync(written, target);
  return readFileSync(target, "utf8");
}
