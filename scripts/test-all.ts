// `npm test`: type check, lint, formatting (Prettier), unused files, exports and dependencies (knip), unit and
// database tests (jest), then the end-to-end tests (Playwright) on a production build over a fresh copy of the
// seeded database. Ends with one line: 'N passed, N failed'.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { copyTemplateStatement, ensureTemplate, withDatabase } from "../test/template";
import { prepareDatabase } from "./database";

type Tally = { name: string; passed: number; failed: number; note?: string; minutes?: number };
const tallies: Tally[] = [];
const RESULTS = ".data";

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: {
        ...process.env,
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
        ...env,
      },
    });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(127));
  });
}

/** Runs a step and stamps the tally it added with the step's minutes: the summary shows where CI's time goes. */
async function timed(step: () => Promise<void>) {
  const start = performance.now();
  const before = tallies.length;
  await step();
  for (const tally of tallies.slice(before)) tally.minutes = (performance.now() - start) / 60_000;
}

async function check(name: string, command: string, args: string[]) {
  await timed(async () => {
    const code = await run(command, args);
    tallies.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  });
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

async function jest(env: Record<string, string>) {
  const file = path.join(RESULTS, "jest-results.json");
  rmSync(file, { force: true });
  const code = await run("jest", ["--json", `--outputFile=${file}`], env);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  }>(file);
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  tallies.push({ name: "jest", passed: report?.numPassedTests ?? 0, failed: failed || (code === 0 ? 0 : 1) });
}

/** A fresh copy of the template for the e2e run: the site's and the admin's connections to it. */
async function freshE2eDatabase(siteUrl: string, adminUrl: string) {
  const name = "macro_e2e";
  const admin = postgres(withDatabase(adminUrl, "postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(copyTemplateStatement(name));
  await admin.end();
  return { DATABASE_URL: withDatabase(siteUrl, name), DATABASE_ADMIN_URL: withDatabase(adminUrl, name) };
}

async function playwright(database: Record<string, string>) {
  // Types were checked above; the build skips its own check (next.config.ts).
  const build = await run("tsx", ["server/build.ts"], { ...database, TEST_SUITE_BUILD: "1" });
  if (build !== 0) {
    tallies.push({ name: "e2e", passed: 0, failed: 1, note: "the production build failed" });
    return;
  }
  const file = path.join(RESULTS, "playwright-results.json");
  rmSync(file, { force: true });
  // The whole suite records no traces: recording one costs about a third of the browser's CPU on every test, passing
  // or not. A failing spec run alone (`npm run test:e2e -- <spec>`) keeps its trace (playwright.config.ts).
  const code = await run("playwright", ["test", "--trace", "off"], { ...database, E2E_SKIP_BUILD: "1" });
  const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file)?.stats;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  tallies.push({ name: "e2e", passed: stats?.expected ?? 0, failed: failed || (code === 0 ? 0 : 1) });
}

/** The database server, the site's database and the tests' template, ready for jest and the e2e run. */
async function readyDatabase() {
  const db = await prepareDatabase();
  if (!db.url || !db.adminUrl) {
    await db.release();
    throw new Error("The test suite needs PostgreSQL (embedded or DATABASE_URL), not Supabase.");
  }
  try {
    await ensureTemplate(db.adminUrl);
  } catch (error) {
    await db.release();
    throw error;
  }
  return { ...db, url: db.url, adminUrl: db.adminUrl };
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  // The static checks need no database: the database is made ready (mostly the database server's work, seeding
  // the template) while they run, on the other core.
  const ready = readyDatabase();
  ready.catch(() => {});
  // typedRoutes: the route types tsc checks each `<Link href>` against are generated from app/ first.
  await check("typecheck", "npm", ["run", "--silent", "typecheck"]);
  await check("lint", "eslint", [".", "--max-warnings=0"]);
  await check("format", "prettier", ["--check", "."]);
  await check("unused", "knip", []);
  const db = await ready;
  try {
    // The embedded database's log is its runner's mailbox (lib/auth/mail-mode.ts), as under scripts/launch.ts.
    const mailbox = { EMBEDDED_DATABASE: db.mode === "embedded" ? "1" : "" };
    const { url, adminUrl } = db;
    await timed(() => jest({ DATABASE_URL: url, DATABASE_ADMIN_URL: adminUrl, ...mailbox }));
    await timed(async () => playwright({ ...(await freshE2eDatabase(url, adminUrl)), ...mailbox }));
  } finally {
    await db.release();
  }
  console.log("\nSummary:");
  for (const t of tallies) {
    console.log(
      `  ${t.name.padEnd(10)} ${t.passed} passed, ${t.failed} failed${t.note ? ` (${t.note})` : ""}` +
        (t.minutes === undefined ? "" : `, ${t.minutes.toFixed(1)} min`),
    );
  }
  const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
  const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
  const total = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(RESULTS, "test-summary.txt"), `${total}\n`);
  console.log(total);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
