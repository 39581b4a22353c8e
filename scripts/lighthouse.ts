// Lighthouse 12.8 (mobile, its default) for the pages search engines send people to, on a running production
// server. Benchmark only: prints, per page, the median over the runs of the four category scores, LCP, TBT and
// layout shift. Start the site first (`npm run build && npm start`), then `npm run lighthouse [-- --runs=N]`
// (LIGHTHOUSE_BASE_URL, default http://127.0.0.1:3000; CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadAverage, median, printTable } from "./bench/harness";

const BASE = (process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
// The landing pages: home, the largest seeded city (Houston), a breakfast page, both tools, the city list, the blog and a
// post, and the largest restaurant nutrition page in the seed (IHOP).
const PAGES = [
  "/",
  "/healthy-restaurants/houston",
  "/high-protein-breakfast/chicago",
  "/tools/meal-builder",
  "/tools/macro-calculator",
  "/cities",
  "/blog",
  "/blog/tracking-macros-dining-out",
  "/restaurant-nutrition/ihop",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const AUDITS = {
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
};
const chrome = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Report = {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

/**
 * One Lighthouse run, or null when it failed twice: Lighthouse now and then fails to record a trace (NO_NAVSTART),
 * and such a run is left out of the medians (the table says how many runs each page has) rather than stopping all.
 */
function runOnce(page: string, folder: string, run: number, attempt = 1): Report | null {
  const output = path.join(folder, `${page.replace(/\W+/g, "-")}-${run}.json`);
  try {
    lighthouse(page, output);
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (report.audits[AUDITS.LCP]?.numericValue === undefined) throw new Error("no trace recorded");
    return report;
  } catch {
    return attempt >= 2 ? null : runOnce(page, folder, run, attempt + 1);
  }
}

function lighthouse(page: string, output: string) {
  execFileSync(
    "lighthouse",
    [
      `${BASE}${page}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { stdio: "inherit", env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
  );
}

const folder = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
console.log(`Lighthouse mobile, ${BASE}, median of ${RUNS} run(s); load average before: ${loadAverage()}`);
const rows: string[][] = [];
for (const page of PAGES) {
  const reports = Array.from({ length: RUNS }, (_, run) => runOnce(page, folder, run)).filter(
    (report) => report !== null,
  );
  const score = (c: (typeof CATEGORIES)[number]) =>
    median(reports.map((r) => r.categories[c].score ?? 0)).toFixed(2);
  const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  rows.push([
    page,
    String(reports.length),
    ...CATEGORIES.map(score),
    `${(audit(AUDITS.LCP) / 1000).toFixed(2)} s`,
    `${audit(AUDITS.TBT).toFixed(0)} ms`,
    audit(AUDITS.CLS).toFixed(3),
  ]);
}
printTable(["page", "runs", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"], rows);
console.log(`load average after: ${loadAverage()}`);
