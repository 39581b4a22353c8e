// `npx tsx scripts/bench/orders.ts`: p50/p95 of the exact best-order search (lib/orders/search.ts) per parts chain
// and goal, on each chain's real seeded menu, with random targets for the closest orders. Benchmark, not a test:
// it asserts nothing. Options: --runs=N (default 20), --only=<chain>.
import { performance } from "node:perf_hooks";
import { CHAIN_FORMATS } from "../../lib/orders/formats";
import { ORDER_GOALS } from "../../lib/orders/goals";
import { realChainParts } from "../../lib/orders/real-menus";
import { searchOrders } from "../../lib/orders/search";
import { percentile } from "./harness";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(option("runs") ?? 20);
const ONLY = option("only");

const chains = CHAIN_FORMATS.filter((chain) => !ONLY || chain.chain === ONLY);
const parts = realChainParts(chains);
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

console.log(`chain, goal: p50 / p95 ms over ${RUNS} runs (5 orders each)`);
for (const { chain, formats } of chains) {
  for (const goal of ORDER_GOALS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const targets = {
        protein: Math.round(20 + next() * 60),
        carbs: null,
        fat: null,
        calories: Math.round(300 + next() * 700),
      };
      const start = performance.now();
      searchOrders(formats, parts.get(chain)!, { goal, targets, limit: 5 });
      times.push(performance.now() - start);
    }
    console.log(
      `${chain}, ${goal}: ${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`,
    );
  }
}
