// The best orders of a parts chain, found exactly: every order its formats allow is either scored or left with a
// bound that proves it cannot rank (branch and bound over the items, slot by slot; for the closest orders, the last
// slots read from a table sorted by one target, lib/orders/tail.ts). Never a shortlist per slot.
import { boundsOf } from "./bounds";
import { entriesOf, type Entry, type Part } from "./entries";
import type { OrderFormat, Slot } from "./format-types";
import {
  C,
  DIMENSIONS,
  F,
  FIBER,
  K,
  NET,
  neverHelps,
  P,
  SODIUM,
  SUGAR,
  scorerFor,
  type Limits,
  type OrderGoal,
  type Scorer,
  type Targets,
} from "./goals";
import { planTail, readOutward, tailTable } from "./tail";

// The imported constants read once: the loops below read them for every order looked at.
const VALUES: number = DIMENSIONS;

export { isUsable, slotParts, type Part } from "./entries";

/** An order: its format, each part with how many of it the order holds, its totals and its score (lower: better). */
export type Build = {
  format: OrderFormat;
  picks: { part: Part; quantity: number; slot: Slot }[];
  totals: number[];
  score: number;
  label: string;
};

export type SearchRequest = {
  goal: OrderGoal;
  targets?: Targets;
  limits?: Limits;
  /** Parts every order holds (a format that cannot take one is not searched) and parts none holds, by id. */
  lock?: string[];
  ban?: string[];
  /** How many orders; the best first. */
  limit: number;
  /** At most this many steps (orders or branches looked at); more throws SearchTooLong. Default: no limit. */
  steps?: number;
};

/** A search that would take more steps than it was given: it answers nothing rather than a guess. */
export class SearchTooLong extends Error {}

/** An order holds two parts or more: one part alone is an item of the menu. */
export const MIN_PARTS = 2;
const NO_TARGETS: Targets = { protein: null, carbs: null, fat: null, calories: null };

/** The best orders of each format, merged: at most `limit`, best first (score, then fewer parts, then name). */
export function searchOrders(formats: OrderFormat[], parts: Part[], request: SearchRequest): Build[] {
  const targets = request.targets ?? NO_TARGETS;
  if (request.goal === "closest" && Object.values(targets).every((value) => value === null)) return [];
  const scorer = scorerFor(request.goal, targets, request.limits);
  // The closest orders' table is sorted by the calories, else the first other target, then by the next one.
  const aims = (
    [
      [K, targets.calories],
      [P, targets.protein],
      [C, targets.carbs],
      [F, targets.fat],
    ] as [number, number | null][]
  ).filter((pair): pair is [number, number] => pair[1] !== null);
  const key = request.goal === "closest" ? (aims[0] ?? null) : null;
  // Caps hold on an order without a part whenever they hold with it; a fiber floor may not.
  const floor = request.limits?.fiber !== null && request.limits?.fiber !== undefined;
  const best: Build[] = [];
  for (const format of formats) {
    // For the best order alone, a part that never helps its goal is left out of an optional slot when the
    // order keeps its two parts without it (lib/orders/goals.ts neverHelps): the order without it ranks higher.
    const filled = format.slots.filter((slot) => slot.min > 0).length;
    const goal = request.goal;
    const useless =
      goal !== "closest" && request.limit === 1 && !floor && filled >= MIN_PARTS
        ? (values: number[]) => neverHelps(goal, values)
        : undefined;
    const entries = entriesOf(format, parts, request, useless);
    if (!entries) continue;
    if (!key) {
      searchFormat({ format, slots: format.slots, entries, walked: entries.length }, request, scorer, best);
      continue;
    }
    // The walked slots first, then the table's, each slot's entries in menu order.
    const classes = { read: readValues(request), keep: request.limit };
    const { order, walked } = planTail(format.slots, entries, new Set(request.lock ?? []), classes);
    const place = new Map(order.map((slot, at) => [slot, at]));
    const placed = entries
      .map((entry) => ({ ...entry, slot: place.get(entry.slot)! }))
      .sort((a, b) => a.slot - b.slot);
    const slots = order.map((slot) => format.slots[slot]!);
    const first = placed.findIndex((entry) => entry.slot >= walked);
    const tail = { key, second: aims[1] ?? null };
    const plan = { format, slots, entries: placed, walked: first === -1 ? placed.length : first, tail };
    searchFormat(plan, request, scorer, best);
  }
  return best;
}

/** The values of the totals the closest orders' score reads: its targets', its caps' and its floor's. */
function readValues({ targets = NO_TARGETS, limits = {} }: SearchRequest): number[] {
  const read: number[] = [];
  const aims: [number, number | null | undefined][] = [
    [P, targets.protein],
    [C, targets.carbs],
    [F, targets.fat],
    [K, targets.calories],
    [SUGAR, limits.sugar],
    [SODIUM, limits.sodium],
    [FIBER, limits.fiber],
    [NET, limits.netCarbs],
  ];
  for (const [index, value] of aims) if (value !== null && value !== undefined) read.push(index);
  return read;
}

/** Scores this close are equal (sums of published numbers, divided). */
const EPSILON = 1e-9;
const compare = (score: number, parts: number, otherScore: number, otherParts: number) =>
  score < otherScore - EPSILON ? -1 : score > otherScore + EPSILON ? 1 : parts - otherParts;
const rank = (a: Build, b: Build) =>
  compare(a.score, a.picks.length, b.score, b.picks.length) ||
  (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

type Plan = {
  format: OrderFormat;
  /** The format's slots in search order, and its entries in that order. */
  slots: Slot[];
  entries: Entry[];
  /** The entries walked one by one; those after them are read from the table, by the value `key`. */
  walked: number;
  /** The table's values and their targets: the index of each in the totals, and its target. */
  tail?: { key: [number, number]; second: [number, number] | null };
};

function searchFormat(plan: Plan, request: SearchRequest, scorer: Scorer, best: Build[]) {
  const { format, slots, entries } = plan;
  // The order to beat once the list holds `limit` orders is its last: a branch that cannot score better, or as well
  // with fewer parts, is left (of orders equal in both, the first found is kept).
  const full = () => best.length >= request.limit;
  const beats = (score: number, count: number) => {
    const last = best[best.length - 1]!;
    return compare(score, count, last.score, last.picks.length) < 0;
  };
  const n = plan.walked;
  const lock = new Set(request.lock ?? []);
  const bounds = boundsOf(slots, entries);
  if (!bounds) return;
  const { restRoom, topSum, lowSum, afterMin, afterMax, partsAfter } = bounds;
  const tail = plan.tail;
  const table = tail
    ? tailTable(slots, entries, n, [tail.key[0], (tail.second ?? tail.key)[0]], lock, {
        read: readValues(request),
        keep: request.limit,
      })
    : null;
  const totals = new Float64Array(VALUES);
  const lo = new Float64Array(VALUES);
  const hi = new Float64Array(VALUES);
  const counts = new Array<number>(entries.length).fill(0);
  const taken = new Array<number>(slots.length).fill(0);
  const kinds = new Array<number>(slots.length).fill(0);
  const unknown = new Int32Array(4);
  let parts = 0;
  const order = (slot: Slot) => format.slots.indexOf(slot);
  let stepsLeft = request.steps ?? Infinity;
  const step = () => {
    stepsLeft -= 1;
    if (stepsLeft < 0) throw new SearchTooLong();
  };

  const record = () => {
    const score = scorer.score(totals);
    if (score === null || (full() && !beats(score, parts))) return;
    const picks = entries
      .flatMap((entry, i) =>
        counts[i]! > 0
          ? [
              {
                part: entry.part,
                quantity: counts[i]! * (slots[entry.slot]!.portions ?? 1),
                slot: slots[entry.slot]!,
              },
            ]
          : [],
      )
      .sort((a, b) => order(a.slot) - order(b.slot));
    if (picks.length < MIN_PARTS) return;
    const known = [SUGAR, SODIUM, FIBER, NET].map((d, at) => (unknown[at]! > 0 ? Number.NaN : totals[d]!));
    const build: Build = {
      format,
      picks,
      totals: [totals[0]!, totals[1]!, totals[2]!, totals[3]!, ...known],
      score,
      label: picks.map((pick) => `${pick.quantity}x ${pick.part.name}`).join(" | "),
    };
    const at = best.findIndex((other) => rank(build, other) < 0);
    best.splice(at === -1 ? best.length : at, 0, build);
    if (best.length > request.limit) best.pop();
  };

  // One row of the table added to the walked slots' order, recorded, and taken away again.
  const tryRow = (row: number) => {
    step();
    const t = table!;
    const [from, to] = [t.pickStart[row]!, t.pickStart[row + 1]!];
    for (let d = 0; d < VALUES; d++) totals[d] = totals[d]! + t.values[row * VALUES + d]!;
    for (let g = 0; g < 4; g++) unknown[g] = unknown[g]! + t.missing[row * 4 + g]!;
    for (let at = from; at < to; at++) counts[t.pickEntry[at]!] = t.pickCount[at]!;
    parts += t.parts[row]!;
    record();
    parts -= t.parts[row]!;
    for (let at = from; at < to; at++) counts[t.pickEntry[at]!] = 0;
    for (let g = 0; g < 4; g++) unknown[g] = unknown[g]! - t.missing[row * 4 + g]!;
    for (let d = 0; d < VALUES; d++) totals[d] = totals[d]! - t.values[row * VALUES + d]!;
  };
  // The table's rows whose own distances from the targets can still beat the orders kept.
  const readTable = (groups: number) => {
    const [key, aim] = tail!.key;
    const second = tail!.second && { want: tail!.second[1] - totals[tail!.second[0]]!, aim: tail!.second[1] };
    const budget = () => (full() ? best[best.length - 1]!.score : Infinity);
    readOutward(table!, { want: aim - totals[key]!, aim }, second, budget, (row) => {
      if ((table!.groups[row]! & groups) === 0) tryRow(row);
    });
  };

  const visit = (i: number, groups: number) => {
    step();
    if (i === n) return table ? readTable(groups) : record();
    const entry = entries[i]!;
    const s = entry.slot;
    const slot = slots[s]!;
    const last = i + 1 === entries.length || entries[i + 1]!.slot !== s;
    // The bound of every order below this point: this slot's room left, then every later slot.
    const room = slot.max - taken[s]!;
    const need = Math.max(0, slot.min - taken[s]!);
    if (restRoom[i]! < need) return;
    for (let d = 0; d < VALUES; d++) {
      const sums = topSum[i]![d]!;
      lo[d] = totals[d]! + lowSum[i]![d]![need]! + afterMin[s]![d]!;
      hi[d] = totals[d]! + sums[Math.min(room, sums.length - 1)]! + afterMax[s]![d]!;
    }
    // A branch none of whose orders meets the goal is left at once; one that cannot beat the orders kept once the
    // list is full.
    const reach = scorer.bound(lo, hi);
    if (reach === Infinity) return;
    if (full() && !beats(reach, parts + partsAfter[s]! + (need > 0 ? 1 : 0))) return;
    const kindsLeft = (slot.kinds ?? slot.max) - kinds[s]!;
    const maxCount = (entry.groups & groups) !== 0 || kindsLeft <= 0 ? 0 : Math.min(entry.most, room);
    const locked = lock.has(entry.part.id);
    // Fewer parts first: the orders of as few parts as the best reach come early and set the bar.
    for (let count = locked ? 1 : 0; count <= maxCount; count++) {
      // The slot's minimum is met by the time its last entry is passed.
      if (last && taken[s]! + count < slot.min) continue;
      counts[i] = count;
      taken[s] = taken[s]! + count;
      kinds[s] = kinds[s]! + (count > 0 ? 1 : 0);
      parts += count > 0 ? 1 : 0;
      for (let d = 0; d < VALUES; d++) totals[d] = totals[d]! + count * entry.values[d]!;
      if (count > 0) entry.missing.forEach((gap, at) => (unknown[at] = unknown[at]! + gap));
      visit(i + 1, count > 0 ? groups | entry.groups : groups);
      if (count > 0) entry.missing.forEach((gap, at) => (unknown[at] = unknown[at]! - gap));
      for (let d = 0; d < VALUES; d++) totals[d] = totals[d]! - count * entry.values[d]!;
      kinds[s] = kinds[s]! - (count > 0 ? 1 : 0);
      parts -= count > 0 ? 1 : 0;
      taken[s] = taken[s]! - count;
      counts[i] = 0;
    }
  };
  visit(0, 0);
}
