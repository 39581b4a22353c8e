// `npx tsx scripts/bench/orders.ts`: p50/p95 of the exact best-order search (lib/orders/search.ts) per parts chain
// and goal, on each chain's real seeded menu, with random protein and calorie targets (and the builder's sugar cap of
// 15 g with --sugar) for the closest orders, as the builder asks (the best 5 closest; the best order of each format
// for another goal), in wall-clock and CPU milliseconds, with the machine's load. A search that needs more than the
// builder's steps is counted as "too long". Benchmark, not a test: it asserts nothing. Options: --runs=N (default
// 20), --only=<chain>, --sugar.
import { performance } from "node:perf_hooks";
import { CHAIN_FORMATS } from "../../lib/orders/formats";
import { ORDER_GOALS } from "../../lib/orders/goals";
import { realChainParts } from "../../lib/orders/real-menus";
import { searchOrders, SearchTooLong } from "../../lib/orders/search";
import { loadAverage, percentile } from "./harness";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(option("runs") ?? 20);
const ONLY = option("only");
const SUGAR = process.argv.includes("--sugar") ? { sugar: 15 } : {};
/** The builder's steps a format (lib/orders/queries.ts). */
const STEPS = 2_000_000;

const chains = CHAIN_FORMATS.filter((chain) => !ONLY || chain.chain === ONLY);
const parts = realChainParts(chains);
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

console.log(`load ${loadAverage()}`);
console.log(`chain, goal: p50 / p95 ms wall, p50 / p95 ms CPU over ${RUNS} runs`);
for (const { chain, formats } of chains) {
  for (const goal of ORDER_GOALS) {
    const times: number[] = [];
    const cpu: number[] = [];
    let tooLong = 0;
    for (let run = 0; run < RUNS; run++) {
      const targets = {
        protein: Math.round(20 + next() * 60),
        carbs: null,
        fat: null,
        calories: Math.round(300 + next() * 700),
      };
      const start = performance.now();
      const used = process.cpuUsage();
      try {
        if (goal === "closest")
          searchOrders(formats, parts.get(chain)!, { goal, targets, limits: SUGAR, limit: 5, steps: STEPS });
        else
          for (const format of formats)
            searchOrders([format], parts.get(chain)!, { goal, limits: SUGAR, limit: 1, steps: STEPS });
      } catch (error) {
        if (!(error instanceof SearchTooLong)) throw error;
        tooLong += 1;
      }
      const spent = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu.push((spent.user + spent.system) / 1000);
    }
    console.log(
      `${chain}, ${goal}: ${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}, ` +
        `${percentile(cpu, 50).toFixed(1)} / ${percentile(cpu, 95).toFixed(1)}` +
        (tooLong > 0 ? ` (${tooLong} too long)` : ""),
    );
  }
}
