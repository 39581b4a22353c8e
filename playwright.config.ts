import { existsSync } from "node:fs";
import { defineConfig, devices, type LaunchOptions } from "@playwright/test";
import { SAME_ON_A_PHONE } from "./e2e/support/projects";
import { E2E_REVALIDATE_SECRET } from "./e2e/support/revalidate";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's chromium where it exists (Playwright's own browser download is not available everywhere): its headless
// shell, the build Playwright itself runs headless tests in, which costs about half the CPU of the whole browser
// on a two-core machine; else the whole browser.
const systemChromium =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
const launchOptions: LaunchOptions = systemChromium
  ? {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }
  : {};

const ALONE = /fuzz\.spec\.ts$/;
// The specs that import into the shared database: an import and its refresh of the catalogue's summaries take
// seconds of the machine's cores, so they run once the other projects' timed reads are done (once, on desktop).
const IMPORTS = /(two-instances|catalogue-freshness)\.spec\.ts$/;
// The specs whose pages change with the screen run on a phone too: the phone's bottom bar, the dialogs and sheets
// that fill it, the search's, builder's and menu finder's phone layouts, saving on a touch device, and the
// accessibility of those layouts. The others check the same HTML, data and logic, once, on desktop, and so do the
// tests of a phone spec tagged SAME_ON_A_PHONE.
const PHONE =
  /(frame-and-guides|dialog-layout|home-search|menu-finder|meal-builder-feedback|budget-mode|net-carbs-limit|saved-meals-account|accessibility)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The suite checks what the site does, not how fast (the benchmark scripts time it): its waits leave room for a
  // shared CI machine several times slower than a quiet one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: ".data/playwright-results.json" }]],
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: [ALONE, IMPORTS] },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      testMatch: PHONE,
      grepInvert: new RegExp(SAME_ON_A_PHONE),
    },
    {
      name: "imports",
      use: { ...devices["Desktop Chrome"], launchOptions },
      testMatch: IMPORTS,
      dependencies: ["desktop", "mobile"],
    },
    // The fuzz counts every row in the submission and log tables before and after its run: it runs once the other
    // projects are done, so no other test's legitimate write lands in its window.
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"], launchOptions },
      testMatch: ALONE,
      dependencies: ["imports"],
    },
  ],
  webServer: {
    // `npm test` builds first and sets E2E_SKIP_BUILD; alone, `npm run test:e2e` builds here.
    // server/serve.ts, compiled by the build, is what `npm start` runs. The tests stand in for one trusted proxy: each may name its own
    // client address in X-Forwarded-For, as separate visitors behind a proxy would have.
    command: `${process.env.E2E_SKIP_BUILD ? "" : "tsx server/build.ts && "}node .next/serve/serve.mjs -p ${PORT} -H 127.0.0.1`,
    // Offline reverse geocoding: the tests send no traffic beyond this machine. The revalidation route is on, as
    // where imports refresh pages.
    env: { TRUSTED_PROXY_HOPS: "1", REVERSE_GEOCODING: "offline", REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: "pipe",
  },
});
