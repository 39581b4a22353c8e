// `npm run fuzz`: 10,000 generated requests (FUZZ_REQUESTS) against the production build, across every route
// handler, page segment and server action (the request forms through their real form post). Prints the counts by
// status and by target, and checks that no request was answered 500 or more and that no row was stored.
// Needs a build (`npm run build`); starts server/serve.ts on FUZZ_PORT (default 3121) unless FUZZ_BASE_URL is set.
import postgres from "postgres";
import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { generateRequests } from "./fuzz/generate";
import { startProductionServer, type ProductionServer } from "./production-server";
import { countedAttempts, countStoredRows, loadFuzzContext, runRequests, serverErrors } from "./fuzz/run";

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 12);

async function main() {
  const databaseUrl = adminDatabaseUrl();
  if (!databaseUrl) throw new Error("Run through the launcher: npm run fuzz");
  const server: ProductionServer | null = process.env.FUZZ_BASE_URL
    ? null
    : await startProductionServer(process.env.FUZZ_PORT ?? 3121);
  const baseUrl = process.env.FUZZ_BASE_URL ?? server!.baseUrl;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const context = await loadFuzzContext(baseUrl, sql);
    const before = await countStoredRows(sql);
    const attemptsBefore = await countedAttempts(sql);
    const started = Date.now();
    const report = await runRequests(baseUrl, generateRequests(COUNT, SEED, context));
    const seconds = (Date.now() - started) / 1000;
    const after = await countStoredRows(sql);
    const attempts = (await countedAttempts(sql)) - attemptsBefore;
    const stored = Object.entries(after).filter(([table, n]) => n !== before[table]);

    console.log(`\n${COUNT} requests in ${seconds.toFixed(1)} s (seed ${SEED})\n\nBy status:`);
    for (const [status, n] of Object.entries(report.byStatus).sort())
      console.log(`  ${status.padEnd(14)} ${n}`);
    console.log("\nBy target:");
    for (const [target, counts] of Object.entries(report.byTarget).sort()) {
      const line = Object.entries(counts)
        .sort()
        .map(([status, n]) => `${status}: ${n}`)
        .join(", ");
      console.log(`  ${target.padEnd(42)} ${line}`);
    }
    for (const failure of report.failures)
      console.log(`  FAILED ${failure.status} ${failure.target} ${failure.path}`);
    const errors = serverErrors(report);
    console.log(`\nResponses >= 500 or none: ${errors}`);
    console.log(
      `Rows stored from invalid input: ${stored.length ? stored.map(([t]) => `${t} ${before[t]} -> ${after[t]}`).join(", ") : 0}`,
    );
    console.log(`Submission attempts counted: ${attempts}`);
    process.exitCode = errors === 0 && stored.length === 0 ? 0 : 1;
  } finally {
    await sql.end();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
