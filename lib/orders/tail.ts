// The closest orders' second half: the search walks the format's first slots, and for each way of filling them
// reads the ways of filling the last slots from one table, sorted by the value of one target, then of a second (a
// meet in the middle). Outward from the values that meet those targets, the table is read only while their own
// distances, a part of the summed distance, can still beat the orders kept: the search stays exact.
import { LRUCache } from "lru-cache";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import type { Slot } from "./format-types";
import { DIMENSIONS } from "./goals";
import type { Entry } from "./entries";

/** The most ways of filling the last slots a table holds (about 100 bytes each). */
const TAIL_MAX = 300_000;

/** How many ways a slot can be filled from its entries, the oneOf groups and locked parts aside (an estimate). */
function ways(slot: Slot, entries: Entry[]): number {
  const kindsMax = Math.min(slot.kinds ?? slot.max, slot.max);
  const grid = () => Array.from({ length: slot.max + 1 }, () => new Array<number>(kindsMax + 1).fill(0));
  let counts = grid();
  counts[0]![0] = 1;
  for (const entry of entries) {
    const next = grid();
    counts.forEach((row, taken) =>
      row.forEach((ways, kinds) => {
        if (ways === 0) return;
        for (let count = 0; count <= entry.most && taken + count <= slot.max; count++) {
          const used = kinds + (count > 0 ? 1 : 0);
          if (used <= kindsMax) next[taken + count]![used]! += ways;
        }
      }),
    );
    counts = next;
  }
  return counts.slice(slot.min).reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
}

/** Which slots the table holds: those that leave the fewest ways to walk and to hold, the table within its cap.
 * The slots in search order (the walked ones, then the table's) and how many are walked. */
export function planTail(slots: Slot[], entries: Entry[]): { order: number[]; walked: number } {
  const counts = slots.map((slot, s) =>
    ways(
      slot,
      entries.filter((entry) => entry.slot === s),
    ),
  );
  const product = (mask: number, inTail: boolean) =>
    counts.reduce((total, count, s) => (((mask >> s) & 1) === (inTail ? 1 : 0) ? total * count : total), 1);
  let best = { mask: 0, cost: product(0, false) };
  for (let mask = 1; mask < 1 << slots.length; mask++) {
    const tail = product(mask, true);
    if (tail > TAIL_MAX) continue;
    const cost = tail + product(mask, false);
    if (cost < best.cost) best = { mask, cost };
  }
  const walked = slots.map((_, s) => s).filter((s) => ((best.mask >> s) & 1) === 0);
  const held = slots.map((_, s) => s).filter((s) => ((best.mask >> s) & 1) === 1);
  return { order: [...walked, ...held], walked: walked.length };
}

/** Every way of filling the table's slots, sorted by one value (`key`) then another (`second`): its values, parts,
 * groups, unpublished values and picks (entry index and count). */
export type TailTable = {
  size: number;
  key: Float64Array;
  second: Float64Array;
  values: Float64Array;
  parts: Int32Array;
  groups: Int32Array;
  missing: Int32Array;
  pickStart: Int32Array;
  pickEntry: Int32Array;
  pickCount: Int32Array;
};

/** Tables already built, by their slots, entries, locked parts and sort values: the searches of one menu share them
 * (bounded in bytes; a table of 50,000 rows is about 5 MB). */
const TABLES = new LRUCache<string, TailTable>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (table) => table.values.byteLength * 2 + table.pickEntry.byteLength * 2 + 1,
});

/** The table of the entries from `from` on (the last slots, in order), by the values at `key` and `second`. */
export function tailTable(
  slots: Slot[],
  entries: Entry[],
  from: number,
  sort: [number, number],
  locked: Set<string>,
): TailTable {
  const name = [
    sort.join(),
    slots
      .map((slot) => [slot.name, slot.min, slot.max, slot.most, slot.kinds, slot.portions].join())
      .join(";"),
    entries
      .slice(from)
      .map((entry) => [entry.slot, entry.part.id, entry.values.join(), entry.groups, entry.most].join())
      .join(";"),
    [...locked].sort().join(),
  ].join("|");
  const known = TABLES.get(name);
  if (known) return known;
  const table = buildTable(slots, entries, from, sort, locked);
  TABLES.set(name, table);
  return table;
}

function buildTable(
  slots: Slot[],
  entries: Entry[],
  from: number,
  [key, second]: [number, number],
  locked: Set<string>,
): TailTable {
  const n = entries.length;
  // The rows as found: their values, parts, groups and unpublished values, and their picks flat.
  const values: number[] = [];
  const facts: number[] = [];
  const flat: number[] = [];
  const starts: number[] = [];
  const taken = new Array<number>(slots.length).fill(0);
  const kinds = new Array<number>(slots.length).fill(0);
  const sum = new Float64Array(DIMENSIONS);
  const gaps = new Int32Array(4);
  const chosen: number[] = [];
  const walk = (i: number, mask: number) => {
    if (i === n) {
      for (let d = 0; d < DIMENSIONS; d++) values.push(sum[d]!);
      facts.push(chosen.length / 2, mask, gaps[0]!, gaps[1]!, gaps[2]!, gaps[3]!);
      starts.push(flat.length);
      for (const value of chosen) flat.push(value);
      return;
    }
    const entry = entries[i]!;
    const s = entry.slot;
    const slot = slots[s]!;
    const last = i + 1 === n || entries[i + 1]!.slot !== s;
    const room = slot.max - taken[s]!;
    const kindsLeft = (slot.kinds ?? slot.max) - kinds[s]!;
    const most = (entry.groups & mask) !== 0 || kindsLeft <= 0 ? 0 : Math.min(entry.most, room);
    for (let count = locked.has(entry.part.id) ? 1 : 0; count <= most; count++) {
      if (last && taken[s]! + count < slot.min) continue;
      if (count === 0) {
        walk(i + 1, mask);
        continue;
      }
      taken[s] = taken[s]! + count;
      kinds[s] = kinds[s]! + 1;
      chosen.push(i, count);
      for (let d = 0; d < DIMENSIONS; d++) sum[d] = sum[d]! + count * entry.values[d]!;
      for (let g = 0; g < 4; g++) gaps[g] = gaps[g]! + entry.missing[g]!;
      walk(i + 1, mask | entry.groups);
      for (let g = 0; g < 4; g++) gaps[g] = gaps[g]! - entry.missing[g]!;
      for (let d = 0; d < DIMENSIONS; d++) sum[d] = sum[d]! - count * entry.values[d]!;
      chosen.length -= 2;
      kinds[s] = kinds[s]! - 1;
      taken[s] = taken[s]! - count;
    }
  };
  walk(from, 0);

  const size = starts.length;
  starts.push(flat.length);
  const keys = new Float64Array(size);
  const seconds = new Float64Array(size);
  for (let row = 0; row < size; row++) {
    keys[row] = values[row * DIMENSIONS + key]!;
    seconds[row] = values[row * DIMENSIONS + second]!;
  }
  const order = new Uint32Array(size).map((_, at) => at);
  order.sort((a, b) => keys[a]! - keys[b]! || seconds[a]! - seconds[b]!);
  const picks = flat.length / 2;
  const table: TailTable = {
    size,
    key: new Float64Array(size),
    second: new Float64Array(size),
    values: new Float64Array(size * DIMENSIONS),
    parts: new Int32Array(size),
    groups: new Int32Array(size),
    missing: new Int32Array(size * 4),
    pickStart: new Int32Array(size + 1),
    pickEntry: new Int32Array(picks),
    pickCount: new Int32Array(picks),
  };
  let at = 0;
  for (let place = 0; place < size; place++) {
    const source = order[place]!;
    table.key[place] = keys[source]!;
    table.second[place] = seconds[source]!;
    for (let d = 0; d < DIMENSIONS; d++)
      table.values[place * DIMENSIONS + d] = values[source * DIMENSIONS + d]!;
    table.parts[place] = facts[source * 6]!;
    table.groups[place] = facts[source * 6 + 1]!;
    for (let g = 0; g < 4; g++) table.missing[place * 4 + g] = facts[source * 6 + 2 + g]!;
    table.pickStart[place] = at;
    for (let pick = starts[source]!; pick < starts[source + 1]!; pick += 2) {
      table.pickEntry[at] = flat[pick]!;
      table.pickCount[at] = flat[pick + 1]!;
      at++;
    }
  }
  table.pickStart[size] = at;
  return table;
}

/** The first place from `low` to `high` whose value is at least `value` (or, `above`, more than it). */
function firstAt(values: Float64Array, value: number, low: number, high: number, above = false): number {
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value || (above && values[middle]! === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A target's distance as the calculator counts it (relative; a 0 target is met exactly or not at all). */
const distance = (gap: number, aim: number) => (aim > 0 ? gap / aim : gap <= 1e-9 ? 0 : Infinity);
/** Room for rounding between these distances and the score's own sums. */
const MARGIN = 1e-7;

/**
 * Visits the rows whose two values can still make an order within `budget()` of the targets (each value within
 * the tolerance of its own, their two distances summed within the budget): outward from the key value `key.want`,
 * and within each run of one key value outward from `second.want`. The budget may shrink as rows are visited.
 */
export function readOutward(
  table: TailTable,
  key: { want: number; aim: number },
  second: { want: number; aim: number } | null,
  budget: () => number,
  visit: (row: number) => void,
) {
  const fits = (spent: number, term: number) =>
    term <= MATCH_TOLERANCE + MARGIN && spent + term <= budget() + MARGIN;
  const readRun = (from: number, to: number, spent: number) => {
    if (!second) {
      for (let row = from; row < to && fits(0, spent); row++) visit(row);
      return;
    }
    const middle = firstAt(table.second, second.want, from, to);
    for (let row = middle; row < to; row++) {
      if (!fits(spent, distance(table.second[row]! - second.want, second.aim))) break;
      visit(row);
    }
    for (let row = middle - 1; row >= from; row--) {
      if (!fits(spent, distance(second.want - table.second[row]!, second.aim))) break;
      visit(row);
    }
  };
  const start = firstAt(table.key, key.want, 0, table.size);
  for (let from = start; from < table.size;) {
    const spent = distance(table.key[from]! - key.want, key.aim);
    if (!fits(0, spent)) break;
    const to = firstAt(table.key, table.key[from]!, from, table.size, true);
    readRun(from, to, spent);
    from = to;
  }
  for (let to = start; to > 0;) {
    const spent = distance(key.want - table.key[to - 1]!, key.aim);
    if (!fits(0, spent)) break;
    const from = firstAt(table.key, table.key[to - 1]!, 0, to);
    readRun(from, to, spent);
    to = from;
  }
}
