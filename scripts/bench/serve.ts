// Load benchmark of a running production server: requests/s and latency p50/p95 of the largest city page, the
// home page, the autocomplete route and a public static file, one after the other in one run, so the dynamic
// paths are compared with what the same server does for a plain file. Loopback only, bounded in time.
// `npm run bench:serve [-- --base=http://127.0.0.1:3000 --connections=50 --seconds=10]`
import autocannon from "autocannon";
import { loadAverage, percentile, printTable } from "./harness";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BASE = option("base", process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const CONNECTIONS = Number(option("connections", "50"));
const SECONDS = Number(option("seconds", "10"));

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE)) {
  throw new Error(`bench:serve only loads a server on this machine (loopback), not ${BASE}`);
}

const TARGETS = [
  { label: "static file /favicon.ico", path: "/favicon.ico" },
  { label: "city page /healthy-restaurants/new-york", path: "/healthy-restaurants/new-york" },
  { label: "home /", path: "/" },
  { label: "autocomplete /api/cities?prefix=ch", path: "/api/cities?prefix=ch" },
];

type Run = { rate: number; latencies: number[]; non2xx: number; errors: number };
/** One load run; latencies are collected per response, so p95 is exact rather than autocannon's p97.5. */
function load(url: string, duration = SECONDS) {
  return new Promise<Run>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
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
  await load(`${BASE}${target.path}`, 2);
  runs.push({ label: target.label, run: await load(`${BASE}${target.path}`) });
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
