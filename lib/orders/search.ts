// The best orders of a parts chain, found exactly: every order its formats allow is either scored or left with a
// bound that proves it cannot rank (branch and bound over the items, slot by slot). Never a shortlist per slot.
import type { OrderFormat, Slot } from "./format-types";
import {
  DIMENSIONS,
  FIBER,
  NET,
  SODIUM,
  SUGAR,
  scorerFor,
  type Limits,
  type OrderGoal,
  type Targets,
} from "./goals";

/** A menu row an order can be built from, with its published numbers (null: not published). */
export type Part = {
  id: string;
  name: string;
  /** The row's kind on the menu: a chain's formats take components, or its meals too (Panda's sides). */
  kind?: string;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  calories: number | null;
  sugar: number | null;
  sodium?: number | null;
  fiber?: number | null;
  netCarbs?: number | null;
};

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
};

/** An order holds two parts or more: one part alone is an item of the menu. */
export const MIN_PARTS = 2;
const NO_TARGETS: Targets = { protein: null, carbs: null, fat: null, calories: null };

/** A part is used when its protein, carbs, fat and calories are published. */
export const isUsable = (part: Part) =>
  part.protein !== null && part.carbs !== null && part.fat !== null && part.calories !== null;

const vectorOf = (part: Part) => [
  part.protein ?? 0,
  part.carbs ?? 0,
  part.fat ?? 0,
  part.calories ?? 0,
  part.sugar ?? 0,
  part.sodium ?? 0,
  part.fiber ?? 0,
  part.netCarbs ?? 0,
];

type Entry = {
  slot: number;
  part: Part;
  values: number[];
  most: number;
  /** The oneOf groups the part is in, as bits. */
  groups: number;
  /** 1 for each of sugar, sodium, fiber and net carbs the part does not publish. */
  missing: number[];
};

/** Each slot's parts in the format, in menu order; a part in the first slot that takes it. */
export function slotParts(format: OrderFormat, parts: Part[]): Part[][] {
  const used = new Set<string>();
  return format.slots.map((slot) =>
    parts.filter((part) => {
      if (used.has(part.id) || !slot.takes.test(part.name) || slot.leaves?.test(part.name)) return false;
      used.add(part.id);
      return true;
    }),
  );
}

function entriesOf(format: OrderFormat, parts: Part[], request: SearchRequest): Entry[] | null {
  const ban = new Set(request.ban ?? []);
  const lock = new Set(request.lock ?? []);
  const limits = request.limits ?? {};
  // A cap or floor on a value leaves out the parts that do not publish it.
  const known = (part: Part) =>
    (limits.sugar == null || part.sugar !== null) &&
    (limits.sodium == null || (part.sodium ?? null) !== null) &&
    (limits.fiber == null || (part.fiber ?? null) !== null) &&
    (limits.netCarbs == null || (part.netCarbs ?? null) !== null);
  const entries: Entry[] = [];
  const found = new Set<string>();
  slotParts(format, parts).forEach((options, at) => {
    const slot = format.slots[at]!;
    for (const part of options) {
      if (ban.has(part.id) || !isUsable(part) || !known(part)) continue;
      const values = vectorOf(part).map((value) => value * (slot.portions ?? 1));
      // A part that adds nothing changes no score, only the order's length: an optional slot leaves it out.
      if (slot.min === 0 && !lock.has(part.id) && values.every((value) => value === 0)) continue;
      const groups = (format.oneOf ?? []).reduce(
        (mask, rule, bit) => (rule.test(part.name) ? mask | (1 << bit) : mask),
        0,
      );
      const missing = [part.sugar, part.sodium, part.fiber, part.netCarbs].map((value) =>
        value == null ? 1 : 0,
      );
      entries.push({ slot: at, part, values, most: Math.min(slot.most ?? 1, slot.max), groups, missing });
      found.add(part.id);
    }
  });
  for (const id of lock) if (!found.has(id)) return null;
  return entries;
}

/** The best orders of each format, merged: at most `limit`, best first (score, then fewer parts, then name). */
export function searchOrders(formats: OrderFormat[], parts: Part[], request: SearchRequest): Build[] {
  const targets = request.targets ?? NO_TARGETS;
  if (request.goal === "closest" && Object.values(targets).every((value) => value === null)) return [];
  const scorer = scorerFor(request.goal, targets, request.limits);
  const best: Build[] = [];
  for (const format of formats) {
    const entries = entriesOf(format, parts, request);
    if (entries) searchFormat(format, entries, request, scorer, best);
  }
  return best;
}

/** Scores this close are equal (sums of published numbers, divided). */
const EPSILON = 1e-9;
const compare = (score: number, parts: number, other: { score: number; parts: number }) =>
  score < other.score - EPSILON ? -1 : score > other.score + EPSILON ? 1 : parts - other.parts;
const rank = (a: Build, b: Build) =>
  compare(a.score, a.picks.length, { score: b.score, parts: b.picks.length }) ||
  (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

function searchFormat(
  format: OrderFormat,
  entries: Entry[],
  request: SearchRequest,
  scorer: ReturnType<typeof scorerFor>,
  best: Build[],
) {
  // The order to beat once the list is full: a branch that cannot score better, or as well with fewer parts, is
  // left (of orders equal in both, the first found is kept).
  const worst = () =>
    best.length < request.limit
      ? null
      : { score: best[best.length - 1]!.score, parts: best[best.length - 1]!.picks.length };
  const slots = format.slots;
  const n = entries.length;
  const lock = new Set(request.lock ?? []);
  // For each entry, of it and the entries after it in its slot, taken as often as each may be: how many portions
  // they hold, and per value the sum of the r largest and of the r smallest portions (the bounds' sums).
  const restRoom = new Array<number>(n + 1).fill(0);
  const topSum: number[][][] = [];
  const lowSum: number[][][] = [];
  for (let i = 0; i < n; i++) {
    let end = i;
    while (end < n && entries[end]!.slot === entries[i]!.slot) end++;
    const rest = entries.slice(i, end);
    restRoom[i] = rest.reduce((sum, e) => sum + e.most, 0);
    const room = Math.min(restRoom[i]!, slots[entries[i]!.slot]!.max);
    topSum.push([]);
    lowSum.push([]);
    for (let d = 0; d < DIMENSIONS; d++) {
      const values = rest.flatMap((e) => new Array<number>(e.most).fill(e.values[d]!)).sort((x, y) => x - y);
      const prefix = (ordered: number[]) => {
        const sums = [0];
        for (let r = 0; r < room; r++) sums.push(sums[r]! + ordered[r]!);
        return sums;
      };
      lowSum[i]!.push(prefix(values));
      topSum[i]!.push(prefix([...values].reverse()));
    }
  }
  // What the slots after a slot add at least and at most; a slot that must be filled and cannot be leaves no order.
  const slotStart = slots.map((_, s) => entries.findIndex((e) => e.slot === s));
  if (slots.some((slot, s) => slot.min > 0 && (slotStart[s] === -1 || slot.min > restRoom[slotStart[s]!]!)))
    return;
  const afterMin = slots.map(() => new Float64Array(DIMENSIONS));
  const afterMax = slots.map(() => new Float64Array(DIMENSIONS));
  for (let s = slots.length - 2; s >= 0; s--) {
    const start = slotStart[s + 1]!;
    for (let d = 0; d < DIMENSIONS; d++) {
      const sums = start === -1 ? null : [lowSum[start]![d]!, topSum[start]![d]!];
      const min = sums ? sums[0]![slots[s + 1]!.min]! : 0;
      const max = sums ? sums[1]![sums[1]!.length - 1]! : 0;
      afterMin[s]![d] = min + afterMin[s + 1]![d]!;
      afterMax[s]![d] = max + afterMax[s + 1]![d]!;
    }
  }
  const totals = new Float64Array(DIMENSIONS);
  const lo = new Float64Array(DIMENSIONS);
  const hi = new Float64Array(DIMENSIONS);
  const counts = new Array<number>(n).fill(0);
  const taken = new Array<number>(slots.length).fill(0);
  const kinds = new Array<number>(slots.length).fill(0);
  const unknown = new Int32Array(4);
  let parts = 0;
  // The parts the slots after each slot hold at least.
  const partsAfter = slots.map((_, s) => slots.slice(s + 1).filter((slot) => slot.min > 0).length);

  const record = () => {
    const score = scorer.score(totals);
    const bar = worst();
    if (score === null || (bar && compare(score, parts, bar) >= 0)) return;
    const picks = entries.flatMap((entry, i) =>
      counts[i]! > 0
        ? [
            {
              part: entry.part,
              quantity: counts[i]! * (slots[entry.slot]!.portions ?? 1),
              slot: slots[entry.slot]!,
            },
          ]
        : [],
    );
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

  const visit = (i: number, groups: number) => {
    if (i === n) return record();
    const entry = entries[i]!;
    const s = entry.slot;
    const slot = slots[s]!;
    const last = i + 1 === n || entries[i + 1]!.slot !== s;
    // The bound of every order below this point: this slot's room left, then every later slot.
    const room = slot.max - taken[s]!;
    const need = Math.max(0, slot.min - taken[s]!);
    if (restRoom[i]! < need) return;
    for (let d = 0; d < DIMENSIONS; d++) {
      const sums = topSum[i]![d]!;
      lo[d] = totals[d]! + lowSum[i]![d]![need]! + afterMin[s]![d]!;
      hi[d] = totals[d]! + sums[Math.min(room, sums.length - 1)]! + afterMax[s]![d]!;
    }
    const bar = worst();
    if (bar && compare(scorer.bound(lo, hi), parts + partsAfter[s]! + (need > 0 ? 1 : 0), bar) >= 0) return;
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
      for (let d = 0; d < DIMENSIONS; d++) totals[d] = totals[d]! + count * entry.values[d]!;
      if (count > 0) entry.missing.forEach((gap, at) => (unknown[at] = unknown[at]! + gap));
      visit(i + 1, count > 0 ? groups | entry.groups : groups);
      if (count > 0) entry.missing.forEach((gap, at) => (unknown[at] = unknown[at]! - gap));
      for (let d = 0; d < DIMENSIONS; d++) totals[d] = totals[d]! - count * entry.values[d]!;
      kinds[s] = kinds[s]! - (count > 0 ? 1 : 0);
      parts -= count > 0 ? 1 : 0;
      taken[s] = taken[s]! - count;
      counts[i] = 0;
    }
  };
  visit(0, 0);
}
