import { execFileSync } from "node:child_process";
import path from "node:path";

// A database outage (scripts/database-outage.ts, in a process of its own): every call the adapter has in flight or
// receives while the database is gone fails with a connection error (which the routes answer with 503 'Database
// Connection Error'), none waits for ever, more calls than the pool has connections included, and calls succeed
// again once the database is back, without a restart.
it("fails every call fast while the database is down, more calls than connections included, then recovers", () => {
  const output = execFileSync(
    path.join("node_modules", ".bin", "tsx"),
    [path.join("scripts", "database-outage.ts")],
    { encoding: "utf8", timeout: 170_000 },
  );
  const result = JSON.parse(output.trim().split("\n").at(-1)!) as {
    before: string[];
    during: string[];
    down: string[][];
    after: string[];
  };
  expect(result.before).toEqual(["ok", "ok", "ok"]);
  // In flight when the database stopped: finished before it, or a connection error.
  for (const outcome of result.during) expect(["ok", "connection error"]).toContain(outcome);
  expect(result.down).toEqual(Array.from({ length: 3 }, () => Array(6).fill("connection error")));
  expect(result.after).toEqual(["ok", "ok", "ok", "ok"]);
}, 180_000);
