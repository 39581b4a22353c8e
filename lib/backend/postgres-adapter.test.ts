import postgres from "postgres";
import { LOCAL_USER, createScratchServer, type ScratchServer } from "../local-database/embedded";
import { createDatabaseIfMissing } from "../local-database/migrations";
import { BackendConnectionError } from "./errors";
import { createPostgresAdapter } from "./postgres-adapter";

// A database outage: every call the adapter has in flight or receives while the database is gone fails with a
// connection error (which the routes answer with 503 'Database Connection Error'), none waits for ever, and calls
// succeed again once the database is back, without a restart. A server of its own, so stopping it disturbs no
// other test.

let database: ScratchServer;

beforeAll(async () => {
  database = await createScratchServer("macro-adapter-");
  await database.start();
  await createDatabaseIfMissing(database.url());
  const sql = postgres(database.url(), { max: 1, onnotice: () => {} });
  await sql.unsafe(`
    do $$ begin create role anon nologin; exception when duplicate_object then null; end $$;
    grant anon to ${LOCAL_USER};
    create function public.ping() returns integer language sql as 'select 1';
    grant execute on function public.ping() to anon;`);
  await sql.end();
}, 120_000);

afterAll(() => database?.remove());

const STILL_WAITING = "still waiting";
/** Each call's outcome: its result, its error, or STILL_WAITING if it has not settled after 20 s. */
const outcomes = (calls: Promise<unknown>[]) =>
  Promise.all(
    calls.map((call) =>
      Promise.race([
        call.then(
          (value) => value,
          (error: unknown) => error,
        ),
        new Promise((resolve) => setTimeout(resolve, 20_000, STILL_WAITING).unref()),
      ]),
    ),
  );

// postgres.js 3.4.9 can throw from a timer when the server closes a socket with a write still queued ("Cannot
// read properties of null (reading 'write')"). Nothing awaits that timer; the site's server logs such an error
// and goes on (Next's uncaughtException handler), and so does this test, recording it.
const timerErrors: unknown[] = [];
const recordTimerError = (error: unknown) => timerErrors.push(error);
beforeAll(() => process.on("uncaughtException", recordTimerError));
afterAll(() => process.off("uncaughtException", recordTimerError));

it("fails every call fast while the database is down, more calls than connections included, then recovers", async () => {
  const adapter = createPostgresAdapter(database.url(), { max: 2 });
  const ping = () => adapter.call("ping", {}, null);
  try {
    expect(await outcomes([ping(), ping(), ping()])).toEqual([1, 1, 1]);

    // Calls in flight when the database stops: each either finished before, or fails with a connection error.
    const inFlight = Array.from({ length: 6 }, ping);
    await database.stop();
    for (const outcome of await outcomes(inFlight)) {
      if (outcome !== 1) expect(outcome).toBeInstanceOf(BackendConnectionError);
    }

    // Rounds of more calls than the pool has connections, with the database gone.
    for (let round = 0; round < 3; round += 1) {
      const answers = await outcomes(Array.from({ length: 6 }, ping));
      for (const outcome of answers) expect(outcome).toBeInstanceOf(BackendConnectionError);
    }

    await database.start();
    expect(await outcomes([ping(), ping(), ping(), ping()])).toEqual([1, 1, 1, 1]);
  } finally {
    await adapter.end();
  }
}, 180_000);
