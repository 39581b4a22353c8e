// The closest orders' second half: the search walks the format's first slots, and for each way of filling them
// reads the ways of filling the last slots from one table, sorted by the value of one target, then of a second (a
// meet in the middle). Outward from the values that meet those targets, the table is read only while their own
// distances, a part of the summed distance, can still beat the orders kept: the search stays exact.
import { LRUCache } from "lru-cache";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import type { Slot } from "./format-types";
import { DIMENSIONS } from "./goals";
import type { Entry } from "./entries";
// The imported constants read once: the loops below read them for every order looked at.
const VALUES: number = DIMENSIONS;
const TOLERANCE: number = MATCH_TOLERANCE;
/** The most ways of filling the last slots a table holds (about 100 bytes each). */
const TAIL_MAX = 1_000_000;

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

/** A slot's ways enumerated one by one to count those that can rank: at most this many. */
const COUNTED_MAX = 50_000;

/**
 * Which slots the table holds: those that leave the fewest ways to walk and to hold, the table within its cap; a
 * slot's ways are counted as the table keeps them (TailClasses) where they are few enough to enumerate.
 * The slots in search order (the walked ones, then the table's) and how many are walked.
 */
export function planTail(
  slots: Slot[],
  entries: Entry[],
  locked: Set<string>,
  classes: TailClasses,
): { order: number[]; walked: number } {
  // A walked slot costs every way of filling it; a held one only the ways the table keeps.
  const walkedWays = slots.map((slot, s) =>
    ways(
      slot,
      entries.filter((entry) => entry.slot === s),
    ),
  );
  const heldWays = slots.map((slot, s) => {
    const own = entries.filter((entry) => entry.slot === s);
    return walkedWays[s]! > COUNTED_MAX
      ? walkedWays[s]!
      : kept(slotWays(slot, own, 0, own.length, locked), classes).length;
  });
  const product = (mask: number, inTail: boolean) =>
    (inTail ? heldWays : walkedWays).reduce(
      (total, count, s) => (((mask >> s) & 1) === (inTail ? 1 : 0) ? total * count : total),
      1,
    );
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

/**
 * The values an order's score reads (the targets', the caps' and the floor's, by index) and how many orders of
 * equal score the search keeps: of the ways of filling the last slots that have the same such values, the same
 * groups and the same unpublished values, every order they make scores the same with any first slots, so only the
 * `keep` of them with the fewest parts can rank.
 */
export type TailClasses = { read: number[]; keep: number };

/** The table of the entries from `from` on (the last slots, in order), by the values at `key` and `second`. */
export function tailTable(
  slots: Slot[],
  entries: Entry[],
  from: number,
  sort: [number, number],
  locked: Set<string>,
  classes: TailClasses,
): TailTable {
  const name = [
    sort.join(),
    classes.read.join(),
    classes.keep,
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
  const table = buildTable(slots, entries, from, sort, locked, classes);
  TABLES.set(name, table);
  return table;
}

/** One way of filling some of the table's slots: its sums, parts, groups, unpublished values and picks. */
type Way = { values: Float64Array; parts: number; groups: number; missing: Int32Array; picks: number[] };

const NOTHING: Way = {
  values: new Float64Array(VALUES),
  parts: 0,
  groups: 0,
  missing: new Int32Array(4),
  picks: [],
};

/** Every way of filling one slot from its entries (indexes `from` to `to`), its locked parts taken. */
function slotWays(slot: Slot, entries: Entry[], from: number, to: number, locked: Set<string>): Way[] {
  const ways: Way[] = [];
  const visit = (i: number, way: Way, taken: number, kinds: number) => {
    if (i === to) {
      if (taken >= slot.min) ways.push(way);
      return;
    }
    const entry = entries[i]!;
    const room = slot.max - taken;
    const most =
      (entry.groups & way.groups) !== 0 || kinds >= (slot.kinds ?? slot.max) ? 0 : Math.min(entry.most, room);
    for (let count = locked.has(entry.part.id) ? 1 : 0; count <= most; count++) {
      if (count === 0) {
        visit(i + 1, way, taken, kinds);
        continue;
      }
      const values = way.values.map((value, d) => value + count * entry.values[d]!);
      const missing = way.missing.map((gap, g) => gap + entry.missing[g]!);
      const next = { values, parts: way.parts + 1, groups: way.groups | entry.groups, missing };
      visit(i + 1, { ...next, picks: [...way.picks, i, count] }, taken + count, kinds + 1);
    }
  };
  visit(from, NOTHING, 0, 0);
  return ways;
}

/**
 * The ways that can rank: in each class of ways alike for every score (TailClasses), the `keep` of fewest parts.
 * Any other way of the class is beaten, with any other slots, by as many orders of equal score and fewer parts or
 * as few. A way of one part or none may leave an order short of its two parts: all of those are kept.
 */
function kept(ways: Way[], { read, keep }: TailClasses): Way[] {
  const seen = new Map<string, number>();
  return [...ways]
    .sort((a, b) => a.parts - b.parts)
    .filter((way) => {
      if (way.parts < 2) return true;
      const name = `${read.map((d) => way.values[d]).join()}|${way.groups}|${way.missing.join()}`;
      const count = seen.get(name) ?? 0;
      seen.set(name, count + 1);
      return count < keep;
    });
}

function buildTable(
  slots: Slot[],
  entries: Entry[],
  from: number,
  [key, second]: [number, number],
  locked: Set<string>,
  classes: TailClasses,
): TailTable {
  // Slot by slot: each slot's ways, joined with the ways of the slots before it, only those that can rank kept.
  let rows: Way[] = [NOTHING];
  for (let start = from; start < entries.length;) {
    const s = entries[start]!.slot;
    let end = start;
    while (end < entries.length && entries[end]!.slot === s) end++;
    const ways = kept(slotWays(slots[s]!, entries, start, end, locked), classes);
    const joined: Way[] = [];
    for (const row of rows)
      for (const way of ways)
        if ((row.groups & way.groups) === 0)
          joined.push({
            values: row.values.map((value, d) => value + way.values[d]!),
            parts: row.parts + way.parts,
            groups: row.groups | way.groups,
            missing: row.missing.map((gap, g) => gap + way.missing[g]!),
            picks: [...row.picks, ...way.picks],
          });
    rows = kept(joined, classes);
    start = end;
  }
  rows.sort((a, b) => a.values[key]! - b.values[key]! || a.values[second]! - b.values[second]!);

  const size = rows.length;
  const picks = rows.reduce((sum, row) => sum + row.picks.length / 2, 0);
  const table: TailTable = {
    size,
    key: new Float64Array(size),
    second: new Float64Array(size),
    values: new Float64Array(size * VALUES),
    parts: new Int32Array(size),
    groups: new Int32Array(size),
    missing: new Int32Array(size * 4),
    pickStart: new Int32Array(size + 1),
    pickEntry: new Int32Array(picks),
    pickCount: new Int32Array(picks),
  };
  let at = 0;
  rows.forEach((row, place) => {
    table.key[place] = row.values[key]!;
    table.second[place] = row.values[second]!;
    table.values.set(row.values, place * VALUES);
    table.parts[place] = row.parts;
    table.groups[place] = row.groups;
    table.missing.set(row.missing, place * 4);
    table.pickStart[place] = at;
    for (let pick = 0; pick < row.picks.length; pick += 2) {
      table.pickEntry[at] = row.picks[pick]!;
      table.pickCount[at] = row.picks[pick + 1]!;
      at++;
    }
  });
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
    term <= TOLERANCE + MARGIN && spent + term <= budget() + MARGIN;
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
