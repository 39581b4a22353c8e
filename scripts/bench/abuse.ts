// What a stranger can make the production server keep: its memory after requests that differ only in the headers
// a shared cache varies on, and the files added under .next by requests for unknown slugs. Prints figures; the
// targets are in docs/performance.md. Needs a build (`npm run build`); starts `npm start`'s server on BENCH_PORT
// (default 3126). Linux only: the memory is the resident set of the server's process tree, from /proc.
// `npm run bench:abuse [-- --requests=600 --rounds=2 --path=/healthy-restaurants/new-york]`
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startProductionServer } from "../production-server";
import { loadAverage, printTable } from "./harness";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", "600"));
const PAGE = option("path", "/healthy-restaurants/new-york");
const ROUNDS = Math.max(2, Number(option("rounds", "2")));

/** Resident memory in MB of a process and all its descendants. */
function treeRss(pid: number): number {
  let kb = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : []) kb += treeRss(Number(child)) * 1024;
    }
  } catch {
    // The process ended between two reads.
  }
  return kb / 1024;
}

function countFiles(folder: string): number {
  let n = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(join(folder, entry.name)) : 1;
  }
  return n;
}

/** Sends the requests ten at a time, reading every body, and returns the count of each status. */
async function send(base: string, requests: { path: string; headers?: Record<string, string> }[]) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < requests.length; i += 10) {
    await Promise.all(
      requests.slice(i, i + 10).map(async ({ path, headers }) => {
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
  }
  return [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNKNOWN_SLUGS = Array.from({ length: 14 }, (_, i) => [
  `/healthy-restaurants/no-such-city-${i}`,
  `/restaurant-nutrition/no-such-brand-${i}`,
  `/blog/no-such-post-${i}`,
]).flat();

const server = await startProductionServer(process.env.BENCH_PORT ?? 3126);
try {
  const base = server.baseUrl;
  const rows: string[][] = [];
  const measure = (label: string, answers = "") =>
    rows.push([label, treeRss(server.pid).toFixed(1), answers]);
  await send(
    base,
    Array.from({ length: 50 }, () => ({ path: PAGE })),
  );
  await sleep(1000);
  measure("after 50 plain requests (warm)");
  // Twice over at least: what the first round adds may be the heap growing to its working size; what a second round adds
  // is what the server keeps per request.
  for (let round = 1; round <= ROUNDS; round += 1) {
    const encodings = Array.from({ length: REQUESTS }, (_, i) => ({
      path: PAGE,
      headers: { "accept-encoding": `x-probe-${round}-${i}` },
    }));
    measure(`${REQUESTS} × Accept-Encoding: x-probe-N`, await send(base, encodings));
    const router = Array.from({ length: REQUESTS }, (_, i) => ({
      path: PAGE,
      headers: {
        rsc: "1",
        "next-router-state-tree": encodeURIComponent(`["",{"children":["x${round}-${i}",{}]}]`),
      },
    }));
    measure(`${REQUESTS} × Next-Router-State-Tree: …N`, await send(base, router));
    const prefetch = Array.from({ length: REQUESTS }, (_, i) => ({
      path: PAGE,
      headers: { rsc: "1", "next-router-segment-prefetch": `/_probe${round}-${i}` },
    }));
    measure(`${REQUESTS} × Next-Router-Segment-Prefetch: …N`, await send(base, prefetch));
  }
  await sleep(7000);
  measure("7 s later (every entry expired)");

  const before = countFiles(".next");
  const slugAnswers = await send(
    base,
    UNKNOWN_SLUGS.flatMap((path) => [{ path }, { path: `${path}/opengraph-image` }]).slice(0, 42),
  );
  await sleep(2000);
  const added = countFiles(".next") - before;

  console.log(`\nServer memory (resident MB of the process tree), ${PAGE}\n`);
  printTable(["after", "MB", "answers"], rows);
  const mb = (row: number) => Number(rows.at(row)![1]);
  const steps = rows.slice(1, -1).map((row, i) => Number(row[1]) - mb(i));
  console.log(
    `\nLargest growth over one set of ${REQUESTS}: ${Math.max(...steps).toFixed(1)} MB (target < 40 MB)`,
  );
  console.log(`Growth over the last round: ${(mb(-2) - mb(-5)).toFixed(1)} MB`);
  console.log(`42 requests for unknown slugs (${slugAnswers}): ${added} files added under .next (target 0)`);
  console.log(`Load average: ${loadAverage()}`);
} finally {
  server.stop();
}
