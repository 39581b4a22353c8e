// What the rest of an order can add, for the search's bounds: of each entry and those after it in its slot, the sum
// of the r largest and the r smallest portions per value; of the slots after each slot, the least and the most.
import type { Slot } from "./format-types";
import { DIMENSIONS } from "./goals";
import type { Entry } from "./entries";
// The imported constants read once: the loops below read them for every order looked at.
const VALUES: number = DIMENSIONS;
export type Bounds = {
  /** How many portions an entry and those after it in its slot hold at most. */
  restRoom: number[];
  topSum: number[][][];
  lowSum: number[][][];
  /** What the slots after a slot add at least and at most, per value. */
  afterMin: Float64Array[];
  afterMax: Float64Array[];
  /** The parts the slots after a slot hold at least. */
  partsAfter: number[];
};

/** The bounds of a format's entries (sorted by slot); null when a slot that must be filled cannot be. */
export function boundsOf(slots: Slot[], entries: Entry[]): Bounds | null {
  const n = entries.length;
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
    for (let d = 0; d < VALUES; d++) {
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
  const slotStart = slots.map((_, s) => entries.findIndex((e) => e.slot === s));
  if (slots.some((slot, s) => slot.min > 0 && (slotStart[s] === -1 || slot.min > restRoom[slotStart[s]!]!)))
    return null;
  const afterMin = slots.map(() => new Float64Array(VALUES));
  const afterMax = slots.map(() => new Float64Array(VALUES));
  for (let s = slots.length - 2; s >= 0; s--) {
    const start = slotStart[s + 1]!;
    for (let d = 0; d < VALUES; d++) {
      const sums = start === -1 ? null : [lowSum[start]![d]!, topSum[start]![d]!];
      const min = sums ? sums[0]![slots[s + 1]!.min]! : 0;
      const max = sums ? sums[1]![sums[1]!.length - 1]! : 0;
      afterMin[s]![d] = min + afterMin[s + 1]![d]!;
      afterMax[s]![d] = max + afterMax[s + 1]![d]!;
    }
  }
  const partsAfter = slots.map((_, s) => slots.slice(s + 1).filter((slot) => slot.min > 0).length);
  return { restRoom, topSum, lowSum, afterMin, afterMax, partsAfter };
}
