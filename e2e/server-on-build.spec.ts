import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { AFTER_PAINT_LOADER, createAfterPaintRewriter } from "../server/after-paint-scripts";
import { COMPILE_HINT, startupChunks } from "../server/compile-hints";
import { expect, test } from "./support/test";

// The pieces of server/ that rewrite what Next.js produces, run on the production build these tests are served
// from, so that a Next.js upgrade that changes its script tags or its manifests fails here instead of switching
// the speed work off with every hand-made test still passing.

const BUILD = ".next";
const PAGES = ["index", "healthy-restaurants/new-york", "blog", "cities"];
/** The framework's scripts, leaving out the polyfills that only browsers without modules run. */
const NEXT_SCRIPT = /<script src="\/_next\/(static\/[^"]+\.js)"(?! noModule="")/g;

const builtHtml = (page: string) => readFileSync(path.join(BUILD, "server", "app", `${page}.html`), "utf8");

for (const page of PAGES) {
  test(`the script rewrite replaces every framework script tag of ${page} as Next built it`, () => {
    const html = builtHtml(page);
    const tags = html.match(NEXT_SCRIPT) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    const rewriter = createAfterPaintRewriter();
    const rewritten = rewriter.push(html) + rewriter.end();
    expect(rewritten).toContain(AFTER_PAINT_LOADER);
    expect(rewritten.match(/__afterPaint\("/g) ?? []).toHaveLength(tags.length);
    expect(rewritten).not.toMatch(NEXT_SCRIPT);
  });
}

test("the page npm start serves loads the framework's scripts after paint", async ({ request }) => {
  const html = await (await request.get("/healthy-restaurants/new-york")).text();
  expect(html).toContain(AFTER_PAINT_LOADER);
  expect(html).not.toMatch(NEXT_SCRIPT);
});

test("the compile hints found the build's start-up chunks, marked each, and cover every script a page links", () => {
  const chunks = startupChunks(BUILD);
  expect(chunks.length).toBeGreaterThan(5);
  for (const chunk of chunks) {
    const file = path.join(BUILD, chunk);
    expect(existsSync(file), chunk).toBe(true);
    expect(readFileSync(file, "utf8").startsWith(COMPILE_HINT), chunk).toBe(true);
  }
  for (const page of PAGES) {
    for (const [, linked] of builtHtml(page).matchAll(NEXT_SCRIPT)) expect(chunks, page).toContain(linked);
  }
});
