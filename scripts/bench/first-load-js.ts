// Benchmark: the JavaScript a browser downloads on a first visit to each page, as a visitor gets it, and the page's
// HTML raw and gzipped, from a running production server. Each page loads in a fresh headless Chromium context (no
// cookies, no cache, no clicks); every script it fetches is counted, gzipped, until four seconds after the load event:
// the scripts that show and hydrate the page, and whatever the page then loads on its own (idle-time code, prefetched
// routes' code). Chromium skips the `noModule` polyfills as every modern browser does.
// `npm run bench:first-load-js [-- base URL] [--files] [--pages=/,/cities]` (default http://127.0.0.1:3000); `--files`
// lists each script, `--pages=` measures the pages it lists (comma-separated paths) instead of the default list.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { printTable } from "./harness";

const BASE = (
  process.argv.slice(2).find((arg) => arg.startsWith("http")) ??
  process.env.LIGHTHOUSE_BASE_URL ??
  "http://127.0.0.1:3000"
).replace(/\/$/, "");
const LIST_FILES = process.argv.includes("--files");
/** How long after the load event scripts are still counted. */
const AFTER_LOAD_MS = 4000;
/** Budgets in KB gzipped: the two tools, every other page. */
const TOOL_BUDGET_KB = 200;
const PAGE_BUDGET_KB = 150;
const DEFAULT_PAGES = [
  "/",
  "/cities",
  "/healthy-restaurants/new-york",
  "/high-protein-restaurants/chicago",
  "/high-protein-breakfast/chicago",
  "/lean-high-protein-breakfast/chicago",
  "/restaurants/high-protein",
  "/restaurants/meal-type/breakfast",
  "/restaurant-nutrition/ihop",
  "/blog",
  "/blog/tracking-macros-dining-out",
  "/guides/macro-counting-tips",
  "/find-protein-meals",
  "/request",
  "/sitemap",
  "/login",
  "/tools/meal-builder",
  "/tools/macro-calculator",
];
const PAGES =
  process.argv
    .find((arg) => arg.startsWith("--pages="))
    ?.slice(8)
    .split(",")
    .filter(Boolean) ?? DEFAULT_PAGES;

const executablePath =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
try {
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: gzipSync(body).length }),
          () => ({ url: response.url(), bytes: 0 }),
        ),
      );
    });
    const response = await page.goto(`${BASE}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const html = (await response?.body()) ?? Buffer.alloc(0);
    // The scripts the page asked for after its load event, by the browser's own resource timing.
    const lateUrls = new Set(
      await page.evaluate(() => {
        const loadEnd = performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd ?? 0;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= loadEnd)
          .map((entry) => entry.name);
      }),
    );
    const files = (await Promise.all(scripts)).map((file) => ({ ...file, late: lateUrls.has(file.url) }));
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const afterLoad = files.filter((file) => file.late).reduce((sum, file) => sum + file.bytes, 0);
    const budget = path.startsWith("/tools/") ? TOOL_BUDGET_KB : PAGE_BUDGET_KB;
    rows.push([
      path,
      String(response?.status() ?? "-"),
      kb(total),
      kb(afterLoad),
      String(files.length),
      total / 1024 <= budget ? `yes (${budget})` : `NO (${budget})`,
      kb(html.length),
      kb(gzipSync(html).length),
    ]);
    if (LIST_FILES) {
      for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `${path}\t${kb(file.bytes)}\t${file.late ? "after load" : ""}\t${file.url.replace(BASE, "")}`,
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
printTable(["page", "status", "JS gzip", "after load", "files", "within", "HTML raw", "HTML gzip"], rows);
