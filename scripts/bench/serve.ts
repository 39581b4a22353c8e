// Load benchmark of the production server: requests/s and latency p50/p95 of the largest city page, the home
// page, the autocomplete route and a public static file, asked for compressed as a browser asks, one after the other in one run, so the dynamic paths are
// compared with what the same server does for a plain file. Loopback only, bounded in time. Needs a build
// (`npm run build`); starts `npm start`'s server on port 3125 unless --base names a running one.
// `npm run bench:serve [-- --base=http://127.0.0.1:3000 --connections=50 --seconds=10]`
import autocannon from "autocannon";
import { startProductionServer } from "../production-server";
import { loadAverage, percentile, printTable } from "./harness";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const server = process.argv.some((arg) => arg.startsWith("--base="))
  ? null
  : await startProductionServer(3125);
const BASE = (server?.baseUrl ?? option("base", "")).replace(/\/$/, "");
const CONNECTIONS = Number(option("connections", "50"));
const SECONDS = Number(option("seconds", "10"));

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE)) {
  throw new Error(`bench:serve only loads a server on this machine (loopback), not ${BASE}`);
}

/** What Chromium sends in Accept-Encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Every two-letter prefix, as many visitors typing different cities would ask. */
const PREFIXES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => `/api/cities?prefix=${a}${b}`));

const TARGETS = [
  { label: "static file /favicon.ico", paths: ["/favicon.ico"] },
  { label: "city page /healthy-restaurants/new-york", paths: ["/healthy-restaurants/new-york"] },
  { label: "home /", paths: ["/"] },
  { label: "autocomplete /api/cities?prefix=ch", paths: ["/api/cities?prefix=ch"] },
  { label: `autocomplete, ${PREFIXES.length} prefixes in turn`, paths: PREFIXES },
];

type Run = { rate: number; latencies: number[]; non2xx: number; errors: number };
/** One load run; latencies are collected per response, so p95 is exact rather than autocannon's p97.5. */
function load(paths: string[], duration = SECONDS) {
  return new Promise<Run>((resolve, reject) => {
    const latencies: number[] = [];
    let next = 0;
    const requests = [
      { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) },
    ];
    const instance = autocannon(
      // Compressed answers, as every browser and CDN asks for them.
      {
        url: BASE,
        connections: CONNECTIONS,
        duration,
        requests,
        headers: { "accept-encoding": BROWSER_ENCODINGS },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rate: result.requests.average,
              latencies,
              non2xx: result.non2xx,
              errors: result.errors + result.timeouts,
            }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => latencies.push(responseTime));
  });
}

console.log(
  `${BASE}: ${CONNECTIONS} connections, ${SECONDS} s per target; load average before: ${loadAverage()}`,
);
const runs: { label: string; run: Run }[] = [];
for (const target of TARGETS) {
  // A short warm-up so no target pays for cold caches.
  await load(target.paths, 2);
  runs.push({ label: target.label, run: await load(target.paths) });
}
const staticRate = runs[0]!.run.rate;
printTable(
  ["target", "requests/s", "% of static", "p50 ms", "p95 ms", "non-2xx", "errors"],
  runs.map(({ label, run }) => [
    label,
    run.rate.toFixed(0),
    `${((100 * run.rate) / staticRate).toFixed(1)}%`,
    percentile(run.latencies, 50).toFixed(1),
    percentile(run.latencies, 95).toFixed(1),
    String(run.non2xx),
    String(run.errors),
  ]),
);
console.log(`load average after: ${loadAverage()}`);
server?.stop();
