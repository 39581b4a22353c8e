// Lighthouse (mobile, the default) for the crawl-critical pages of a running production server. Benchmark only:
// prints the four category scores per page. Start the site first (`npm run build && npm start`), then
// `npm run lighthouse` (LIGHTHOUSE_BASE_URL, default http://127.0.0.1:3000; CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const BASE = (process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const PAGES = ["/cities", "/healthy-restaurants/new-york", "/high-protein-breakfast/chicago"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const chrome = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Report = { categories: Record<(typeof CATEGORIES)[number], { score: number | null }> };

const folder = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
console.log(`page${" ".repeat(38)}${CATEGORIES.map((c) => c.padStart(15)).join("")}`);
for (const page of PAGES) {
  const output = path.join(folder, `${page.replace(/\W+/g, "-")}.json`);
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
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  const scores = CATEGORIES.map((c) => (report.categories[c].score ?? 0).toFixed(2).padStart(15)).join("");
  console.log(`${page.padEnd(42)}${scores}`);
}
