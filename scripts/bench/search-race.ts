// Benchmark: is a home search ever lost while the page loads? In a phone-sized Chromium with touch, each try opens
// the home page afresh, waits a random moment from the first paint (0 to 3 s: before, during and after hydration),
// types a city's name and presses Enter, and counts the search lost unless the city's results show within 15 s (in
// place, or on the search page the plain form goes to). Prints the tries, the moments and the losses.
// `npm run bench:search-race [-- base URL] [--tries=N]` (default http://127.0.0.1:3000, 50 tries).
import { existsSync } from "node:fs";
import { chromium, devices } from "@playwright/test";

const BASE = (process.argv.slice(2).find((arg) => arg.startsWith("http")) ?? "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const TRIES = Number(process.argv.find((arg) => arg.startsWith("--tries="))?.slice(8) ?? 50);
const CITY = process.env.SEARCH_RACE_CITY ?? "Chicago";
const LATEST_MS = 3000;

const executablePath =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const lost: string[] = [];
try {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    const moment = Math.round(Math.random() * LATEST_MS);
    await page.goto(`${BASE}/`, { waitUntil: "commit" });
    const box = page.getByRole("combobox", { name: "Search for restaurants by city or zip code" });
    await box.waitFor();
    await page.waitForTimeout(moment);
    await box.fill(CITY);
    await box.press("Enter");
    const shown = await page
      .getByRole("heading", { level: 2, name: `Restaurants in ${CITY}` })
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    console.log(`try ${attempt + 1}: ${moment} ms after the first paint: ${shown ? "results" : "LOST"}`);
    if (!shown) lost.push(`${moment} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${TRIES} tries, ${lost.length} searches lost${lost.length ? ` (at ${lost.join(", ")})` : ""}`);
