import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A project folder as `next build` leaves it, as far as next-sitemap reads it: the build and export manifests. */
export function builtProject(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "robots-"));
  mkdirSync(path.join(root, ".next"));
  writeFileSync(path.join(root, ".next", "build-manifest.json"), JSON.stringify({ pages: { "/": [] } }));
  writeFileSync(path.join(root, ".next", "export-marker.json"), "{}");
  return root;
}
