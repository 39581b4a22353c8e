// Benchmark: the JavaScript a modern browser downloads to show and hydrate each page, gzipped, and the page's
// HTML raw and gzipped, from a running production server. Pages load in headless Chromium (which skips the
// `noModule` polyfills as every modern browser does) until the network is quiet. Not counted, since they are not
// this page's first load: code the site defers to an idle moment or to an interaction (toaster, account menu,
// dialogs), and what Next.js prefetches for the pages that visible links lead to (their payloads are refused
// here, so their code is not fetched either). `npm run bench:first-load-js [-- base URL]` (default http://127.0.0.1:3000).
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { printTable } from "./harness";

const BASE = (
  process.argv.slice(2).find((arg) => arg.startsWith("http")) ??
  process.env.LIGHTHOUSE_BASE_URL ??
  "http://127.0.0.1:3000"
).replace(/\/$/, "");
const PAGES = [
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
  "/tools/meal-builder",
  "/tools/macro-calculator",
];

const executablePath =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
try {
  for (const path of PAGES) {
    const context = await browser.newContext();
    // Idle callbacks never come during the measurement, so nothing deferred to idle time is fetched.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    await page.route(/[?&]_rsc=/, (route) => route.abort());
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      }
    });
    const response = await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
    const html = (await response?.body()) ?? Buffer.alloc(0);
    const sizes = await Promise.all(scripts);
    rows.push([
      path,
      String(response?.status() ?? "-"),
      kb(sizes.reduce((a, b) => a + b, 0)),
      String(sizes.length),
      kb(html.length),
      kb(gzipSync(html).length),
    ]);
    await context.close();
  }
} finally {
  await browser.close();
}
printTable(["page", "status", "JS gzip", "files", "HTML raw", "HTML gzip"], rows);
