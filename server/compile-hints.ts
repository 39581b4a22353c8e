// Chrome (V8 13.6+) compiles every function of a script that starts with the comment below eagerly, on a background
// thread while the script streams in, instead of lazily on the main thread the first time each function is called.
// The scripts a page runs before and during hydration (the framework, the runtime, each route's entry chunks) call
// nearly all of their functions at start-up, so marking them moves that compile work off the main thread, where it
// counted as blocking time. Chunks loaded later on demand (dialogs, the toaster) stay lazy.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(source: string) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map for the hinted script: one empty generated line before the original mappings. */
export function shiftSourceMap(map: string) {
  const parsed = JSON.parse(map) as { mappings?: string };
  if (typeof parsed.mappings !== "string") return map;
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

type BuildManifest = { rootMainFiles?: string[] };
type ClientReferenceManifest = Record<string, { entryJSFiles?: Record<string, string[]> }>;

function manifestsUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => path.join(directory, file));
}

/** The chunks (paths relative to the build folder) that pages load before hydrating: shared and per route. */
export function startupChunks(distDir: string): string[] {
  const chunks = new Set<string>();
  const build = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as BuildManifest;
  for (const file of build.rootMainFiles ?? []) chunks.add(file);
  for (const file of manifestsUnder(path.join(distDir, "server", "app"))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST; run it in its own context to read it.
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
    const manifest = sandbox.__RSC_MANIFEST as ClientReferenceManifest | undefined;
    for (const route of Object.values(manifest ?? {}))
      for (const files of Object.values(route.entryJSFiles ?? {}))
        for (const chunk of files) chunks.add(chunk);
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
}

/** Marks every start-up chunk of a finished build; returns how many files it changed. */
export function addCompileHints(distDir: string) {
  let changed = 0;
  for (const chunk of startupChunks(distDir)) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    if (existsSync(`${file}.map`))
      writeFileSync(`${file}.map`, shiftSourceMap(readFileSync(`${file}.map`, "utf8")));
    changed += 1;
  }
  return changed;
}
