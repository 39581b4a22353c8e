// Drives the Postgres adapter through a database outage on a scratch server and prints each call's outcome as JSON
// (run by lib/backend/postgres-adapter.test.ts, or by hand: `npx tsx scripts/database-outage.ts`). A process of its
// own: postgres.js 3.4.9 can throw from a timer when the server closes a socket with a write still queued ("Cannot
// read properties of null (reading 'write')"). Nothing awaits that timer; the site's server logs such an error and
// goes on (Next's uncaughtException handler), and so does this script, counting them.
import postgres from "postgres";
import { BackendConnectionError } from "../lib/backend/errors";
import { createPostgresAdapter } from "../lib/backend/postgres-adapter";
import { LOCAL_USER, createScratchServer } from "../lib/local-database/embedded";
import { createDatabaseIfMissing } from "../lib/local-database/migrations";

let timerErrors = 0;
process.on("uncaughtException", () => (timerErrors += 1));

/** "ok", "connection error", "waiting" (not settled after 20 s) or another error's message. */
const outcomes = (calls: Promise<unknown>[]) =>
  Promise.all(
    calls.map((call) =>
      Promise.race([
        call.then(
          () => "ok",
          (error: unknown) =>
            error instanceof BackendConnectionError ? "connection error" : String((error as Error).message),
        ),
        new Promise<string>((resolve) => setTimeout(resolve, 20_000, "waiting").unref()),
      ]),
    ),
  );

async function main() {
  const database = await createScratchServer("macro-outage-");
  try {
    await database.start();
    await createDatabaseIfMissing(database.url());
    const sql = postgres(database.url(), { max: 1, onnotice: () => {} });
    await sql.unsafe(`
      do $$ begin create role anon nologin; exception when duplicate_object then null; end $$;
      grant anon to ${LOCAL_USER};
      create function public.ping() returns integer language sql as 'select 1';
      grant execute on function public.ping() to anon;`);
    await sql.end();

    // A pool of two connections, and more calls than that at once.
    const adapter = createPostgresAdapter(database.url(), { max: 2 });
    const ping = () => adapter.call("ping", {}, null);
    const calls = (count: number) => Array.from({ length: count }, ping);
    const before = await outcomes(calls(3));
    const inFlight = calls(6);
    await database.stop();
    const during = await outcomes(inFlight);
    const down = [];
    for (let round = 0; round < 3; round += 1) down.push(await outcomes(calls(6)));
    await database.start();
    const after = await outcomes(calls(4));
    await adapter.end();
    console.log(JSON.stringify({ before, during, down, after, timerErrors }));
  } finally {
    await database.remove();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
