import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  addCompileHints,
  COMPILE_HINT,
  shiftSourceMap,
  startupChunks,
  withCompileHint,
} from "./compile-hints";

describe("compile hints", () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, "static", "chunks", name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    mkdirSync(path.join(dist, "server", "app", "cities"), { recursive: true });
    writeFileSync(
      path.join(dist, "build-manifest.json"),
      JSON.stringify({
        rootMainFiles: ["static/chunks/main.js", "static/chunks/runtime.js"],
        polyfillFiles: ["static/chunks/polyfills.js"],
      }),
    );
    const manifest = {
      "/cities/page": {
        entryJSFiles: {
          "[project]/app/layout": ["static/chunks/layout.js"],
          "[project]/app/cities/page": [
            "static/chunks/layout.js",
            "static/chunks/cities.js",
            "static/chunks/cities.css",
          ],
        },
      },
    };
    writeFileSync(
      path.join(dist, "server", "app", "cities", "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/cities/page"] = ${JSON.stringify(manifest["/cities/page"])};\n`,
    );
    for (const name of ["main.js", "runtime.js", "polyfills.js", "layout.js", "cities.js", "dialog.js"])
      writeFileSync(chunk(name), `console.log(${JSON.stringify(name)});`);
    writeFileSync(`${chunk("main.js")}.map`, JSON.stringify({ version: 3, mappings: "AAAA" }));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts the hint on the first line once", () => {
    expect(withCompileHint("a();")).toBe(`${COMPILE_HINT}a();`);
    expect(withCompileHint(withCompileHint("a();"))).toBe(`${COMPILE_HINT}a();`);
  });

  it("shifts a source map by the added line", () => {
    expect(JSON.parse(shiftSourceMap(JSON.stringify({ version: 3, mappings: "AAAA;AACA" }))).mappings).toBe(
      ";AAAA;AACA",
    );
  });

  it("lists the shared and per-route start-up scripts, not polyfills, styles or chunks loaded on demand", () => {
    expect(startupChunks(dist)).toEqual([
      "static/chunks/cities.js",
      "static/chunks/layout.js",
      "static/chunks/main.js",
      "static/chunks/runtime.js",
    ]);
  });

  it("marks the start-up scripts and their maps, and a second run changes nothing", () => {
    expect(addCompileHints(dist)).toBe(4);
    expect(readFileSync(chunk("cities.js"), "utf8")).toBe(`${COMPILE_HINT}console.log("cities.js");`);
    expect(readFileSync(chunk("dialog.js"), "utf8")).toBe('console.log("dialog.js");');
    expect(readFileSync(chunk("polyfills.js"), "utf8")).toBe('console.log("polyfills.js");');
    expect(JSON.parse(readFileSync(`${chunk("main.js")}.map`, "utf8")).mappings).toBe(";AAAA");
    expect(addCompileHints(dist)).toBe(0);
  });
});
