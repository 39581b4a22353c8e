// Shared by every benchmark script: percentiles, the machine's load, and a plain aligned table.
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/** The nearest-rank percentile (p in 0–100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** "1.23 0.98 0.75 on 2 CPUs": the 1, 5 and 15 minute load averages, to print beside every figure. */
export function loadAverage() {
  return `${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${cpus().length} CPUs`;
}

/** Prints rows under a header, the first column left-aligned and the others right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** CPU seconds (user and system) a process and its descendants have used, from /proc. */
export function treeCpu(pid: number): number {
  let ticks = 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    ticks = Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : []) ticks += treeCpu(Number(child)) * 100;
    }
  } catch {
    // The process ended between two reads.
  }
  return ticks / 100;
}
