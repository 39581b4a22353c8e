// What a stranger can make the production server keep: its memory after requests that differ only in the headers
// a shared cache varies on, after three waves of form posts over the size limit (streamed without a length, or
// declaring 7 MB) and after pages asked for with junk parameters; the files added under .next by requests for
// unknown slugs; and the CPU that photos sent without a valid upload token cost. Prints figures; the
// targets are in docs/performance.md. Needs a build (`npm run build`); starts `npm start`'s server on BENCH_PORT
// (default 3126). Linux only: the memory is the resident set of the server's process tree, from /proc.
// `npm run bench:abuse [-- --requests=600 --rounds=2 --path=/healthy-restaurants/new-york]`
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { startProductionServer } from "../production-server";
import { loadAverage, printTable, treeCpu } from "./harness";

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

/** Answers of 500 or more, and requests that got no answer, over the whole run: the target is none. */
let serverErrors = 0;

/** Sends the requests ten at a time, reading every body, and returns the count of each status. */
async function send(
  base: string,
  requests: { path: string; headers?: Record<string, string>; redirect?: RequestRedirect }[],
) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < requests.length; i += 10) {
    await Promise.all(
      requests.slice(i, i + 10).map(async ({ path, headers, redirect }) => {
        const response = await fetch(`${base}${path}`, { headers, redirect });
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
  }
  return [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A form post of `size` bytes, streamed without a Content-Length (chunked) or declaring it: its status and the ms
 * until it was answered. The body never ends, so only an answer given while it is sent finishes it.
 */
function overLimitPost(base: string, size: number, declare: boolean) {
  return new Promise<{ status: number | string; ms: number }>((resolve) => {
    const url = new URL("/request", base);
    const started = performance.now();
    const post = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=bench",
          ...(declare ? { "content-length": String(size) } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode!, ms: performance.now() - started });
        post.destroy();
      },
    );
    post.on("error", (error) => resolve({ status: error.message, ms: performance.now() - started }));
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < size - chunk.byteLength) {
        sent += chunk.byteLength;
        if (!post.write(chunk)) return void post.once("drain", write);
      }
    };
    write();
  });
}

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
  const headerRows = rows.length;

  // Three waves of 40 form posts over the 64 KB limit, half streamed without a length (411), half declaring 7 MB
  // (413), ten at once: each must be answered at once, without its body being read. What the second and third
  // waves add to what the first left is what refusals keep.
  const waves: { statuses: string; mb: number; peak: number }[] = [];
  const refusals: { status: number | string; ms: number }[] = [];
  for (let wave = 1; wave <= 3; wave += 1) {
    let peak = treeRss(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid))), 20);
    const answers = [];
    for (let i = 0; i < 40; i += 10) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) => overLimitPost(base, 7 * 1024 * 1024, (i + j) % 2 === 1)),
        )),
      );
    }
    clearInterval(sampler);
    // The refused connections are closed within 2 s of their answers.
    await sleep(2500);
    refusals.push(...answers);
    const counts = new Map<number | string, number>();
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const statuses = [...counts].map(([status, n]) => `${n} × ${status}`).join(", ");
    measure(`wave ${wave}: 40 × 7 MB form posts (20 chunked, 20 declared)`, statuses);
    waves.push({ statuses, mb: treeRss(server.pid), peak });
  }
  serverErrors += refusals.filter(({ status }) => typeof status !== "number" || status >= 500).length;
  const slowest = Math.max(...refusals.map((post) => post.ms));

  // Pages rendered per request, each asked for with a parameter of its own.
  const junk = Array.from({ length: REQUESTS }, (_, i) => ({
    path: `${["/search?q=chicken", "/find-protein-meals?city=Austin"][i % 2]}&junk-${i}=${i}`,
    redirect: "manual" as const,
  }));
  measure(`${REQUESTS} × a page with a junk parameter`, await send(base, junk));

  // A large photo sent to the photo route without a valid upload token (none, or a made-up one): refused before its
  // body is read, so never decoded and never counted.
  const photo = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#c83" } })
    .png()
    .toBuffer();
  const cpuBefore = treeCpu(server.pid);
  const photoStatuses = new Map<string, number>();
  for (let i = 0; i < 17; i += 1) {
    const token: Record<string, string> =
      i % 2 === 0 ? {} : { authorization: `Bearer ${String(i).padStart(64, "0")}` };
    const response = await fetch(`${base}/api/submissions/photo`, {
      method: "POST",
      body: new Uint8Array(photo),
      headers: { "content-type": "image/png", ...token },
    });
    await response.arrayBuffer();
    if (response.status >= 500) serverErrors += 1;
    const said = `${response.status}`;
    photoStatuses.set(said, (photoStatuses.get(said) ?? 0) + 1);
  }
  const photoCpu = treeCpu(server.pid) - cpuBefore;

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
  // The header rounds: the rows up to '7 s later'.
  const headerMb = (row: number) => Number(rows.slice(0, headerRows).at(row)![1]);
  const steps = rows.slice(1, headerRows - 1).map((row, i) => Number(row[1]) - mb(i));
  console.log(
    `\nLargest growth over one set of ${REQUESTS}: ${Math.max(...steps).toFixed(1)} MB (target < 40 MB)`,
  );
  console.log(`Growth over the last round: ${(headerMb(-2) - headerMb(-5)).toFixed(1)} MB`);
  console.log(`42 requests for unknown slugs (${slugAnswers}): ${added} files added under .next (target 0)`);
  console.log(
    `3 waves of 40 × 7 MB form posts over the limit (${waves.map((wave) => wave.statuses).join(" | ")}): ` +
      `slowest answer ${slowest.toFixed(0)} ms (target < 1000); memory after each wave ` +
      `${waves.map((wave) => wave.mb.toFixed(1)).join(", ")} MB, after the third ${(waves[2]!.mb - waves[0]!.mb).toFixed(1)} MB ` +
      `from after the first (target within 5 MB); at most ` +
      `${Math.max(...waves.map((wave) => wave.peak)).toFixed(1)} MB while they were sent`,
  );
  console.log(
    `17 uploads of a ${(photo.byteLength / 1024).toFixed(0)} KB 36-megapixel PNG without a valid token ` +
      `(${[...photoStatuses].map(([said, n]) => `${n} × ${said}`).join(", ")}): ${photoCpu.toFixed(2)} s of server CPU`,
  );
  console.log(`Server errors (answers of 500 or more, refusals with no answer): ${serverErrors} (target 0)`);
  console.log(`Load average: ${loadAverage()}`);
} finally {
  server.stop();
}
