// Lighthouse 12.8 (mobile, its default) for the pages search engines send people to, on a running production
// server. Benchmark only: prints, per page, the median over the runs of the four category scores, LCP, TBT and
// layout shift, with the CPU's benchmark index and the CPU slowdown used. Start the site first (`npm run build &&
// npm start`, or plain `next start`), then `npm run lighthouse [-- --runs=N] [--cpu=N] [--static] [--pages=/,/cities]`
// (LIGHTHOUSE_BASE_URL, default http://127.0.0.1:3000; CHROME_PATH, default /usr/bin/chromium).
// - The scores are asked of a CPU whose benchmark index is about 1,550 (a mid-range phone's emulation on a typical
//   laptop): the CPU slowdown is Lighthouse's 4 times the index measured here over 1,550, from a first run of the
//   home page, unless `--cpu=N` sets it.
// - `--static` also measures, in the same run, a copy of each page without its scripts (its HTML with every
//   script removed; style sheets, fonts and images from the same server): what the page costs without JavaScript.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadAverage, median, printTable } from "./bench/harness";

const BASE = (process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const CPU_ARG = process.argv.find((arg) => arg.startsWith("--cpu="))?.slice(6);
const STATIC = process.argv.includes("--static");
/** The benchmark index of the CPU the scores are asked of, and Lighthouse's own slowdown for its mobile preset. */
const REFERENCE_INDEX = 1550;
const DEFAULT_SLOWDOWN = 4;
// The landing pages: home, the largest seeded city (Houston), a breakfast page, both tools, the city list, the blog and a
// post, and the largest restaurant nutrition page in the seed (IHOP).
const LANDING_PAGES = [
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
/** `--pages=` measures the pages it lists (comma-separated paths) instead of the landing pages. */
const PAGES =
  process.argv
    .find((arg) => arg.startsWith("--pages="))
    ?.slice(8)
    .split(",")
    .filter(Boolean) ?? LANDING_PAGES;
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
  environment?: { benchmarkIndex?: number };
};

/**
 * One Lighthouse run, or null when it failed twice: Lighthouse now and then fails to record a trace (NO_NAVSTART),
 * and such a run is left out of the medians (the table says how many runs each page has) rather than stopping all.
 */
async function runOnce(
  url: string,
  folder: string,
  run: number,
  slowdown: number,
  attempt = 1,
): Promise<Report | null> {
  const output = path.join(folder, `${url.replace(/\W+/g, "-")}-${run}.json`);
  try {
    await lighthouse(url, output, slowdown);
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (report.audits[AUDITS.LCP]?.numericValue === undefined) throw new Error("no trace recorded");
    return report;
  } catch {
    return attempt >= 2 ? null : runOnce(url, folder, run, slowdown, attempt + 1);
  }
}

/**
 * Runs Lighthouse without blocking this process: the copy without scripts is served from here, and a blocked event
 * loop would leave the browser waiting for its page until Lighthouse gives up.
 */
function lighthouse(url: string, output: string, slowdown: number) {
  return new Promise<void>((resolve, reject) =>
    execFile(
      "lighthouse",
      [
        url,
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (stderr.trim()) process.stderr.write(stderr);
        if (error) reject(error);
        else resolve();
      },
    ),
  );
}

/** A page's HTML without any script: every script element and script preload removed. */
function withoutScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/** A server whose pages are BASE's without their scripts; every other request goes to BASE as it is. */
async function startStaticCopy() {
  const pages = new Set(PAGES);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", BASE);
    if (pages.has(url.pathname) && !url.search) {
      void fetch(`${BASE}${url.pathname}`).then(async (answer) => {
        outgoing.writeHead(answer.status, { "content-type": "text/html; charset=utf-8" });
        outgoing.end(withoutScripts(await answer.text()));
      });
      return;
    }
    const upstream = httpRequest(
      `${BASE}${incoming.url}`,
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(BASE).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const folder = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const slowdown =
  CPU_ARG !== undefined
    ? Number(CPU_ARG)
    : await (async () => {
        const first = await runOnce(`${BASE}${PAGES[0]}`, folder, -1, DEFAULT_SLOWDOWN);
        const index = first?.environment?.benchmarkIndex;
        return index
          ? Math.round(((DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX) * 10) / 10
          : DEFAULT_SLOWDOWN;
      })();
const copy = STATIC ? await startStaticCopy() : null;
console.log(
  `Lighthouse mobile, ${BASE}, median of ${RUNS} run(s), CPU slowdown ${slowdown}; ` +
    `load average before: ${loadAverage()}`,
);
const rows: string[][] = [];
const measure = async (label: string, url: string) => {
  const reports: Report[] = [];
  // One run at a time: runs side by side would share the CPU and slow each other.
  for (let run = 0; run < RUNS; run += 1) {
    const report = await runOnce(url, folder, run, slowdown);
    if (report) reports.push(report);
  }
  const score = (c: (typeof CATEGORIES)[number]) =>
    median(reports.map((r) => r.categories[c].score ?? 0)).toFixed(2);
  const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  rows.push([
    label,
    String(reports.length),
    median(reports.map((r) => r.environment?.benchmarkIndex ?? Number.NaN)).toFixed(0),
    ...CATEGORIES.map(score),
    `${(audit(AUDITS.LCP) / 1000).toFixed(2)} s`,
    `${audit(AUDITS.TBT).toFixed(0)} ms`,
    audit(AUDITS.CLS).toFixed(3),
  ]);
};
for (const page of PAGES) {
  await measure(page, `${BASE}${page}`);
  if (copy) await measure(`${page} (no scripts)`, `${copy.base}${page}`);
}
copy?.server.close();
printTable(["page", "runs", "CPU index", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"], rows);
console.log(`CPU slowdown ${slowdown} (index about ${REFERENCE_INDEX} × slowdown / ${DEFAULT_SLOWDOWN})`);
console.log(`load average after: ${loadAverage()}`);
