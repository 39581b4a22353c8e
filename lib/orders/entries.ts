// A format's items as the search reads them: each usable part in the slot that takes it, with its numbers at the
// slot's portions, the oneOf groups it is in and the values it does not publish.
import type { OrderFormat } from "./format-types";
import type { Limits } from "./goals";

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

export type Entry = {
  slot: number;
  part: Part;
  values: number[];
  most: number;
  /** The oneOf groups the part is in, as bits. */
  groups: number;
  /** 1 for each of sugar, sodium, fiber and net carbs the part does not publish. */
  missing: number[];
};

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

/** The format's entries, slot by slot; null when a locked part is not one of them. */
export function entriesOf(
  format: OrderFormat,
  parts: Part[],
  request: { lock?: string[]; ban?: string[]; limits?: Limits },
  /** A part an optional slot may leave out when it can never help (the best order alone is asked for). */
  useless?: (values: number[]) => boolean,
): Entry[] | null {
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
      if (slot.min === 0 && !lock.has(part.id) && useless?.(values)) continue;
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
