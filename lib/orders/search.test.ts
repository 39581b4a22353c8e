import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL } from "@/lib/nutrition/thresholds";
import type { OrderFormat } from "./format-types";
import { CHAIN_FORMATS } from "./formats";
import { ORDER_GOALS, STORED_ORDER_GOALS, UNDER_500_KCAL, type OrderGoal, type Targets } from "./goals";
import { realChainParts } from "./real-menus";
import { isUsable, MIN_PARTS, searchOrders, SearchTooLong, slotParts, type Part } from "./search";

// The search against every order of the same formats, enumerated and scored here on their own.
const parts = realChainParts(CHAIN_FORMATS);

/** A seeded generator, so a failure names targets that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

type Order = { totals: number[]; parts: number };

/** Every order of a format: each slot's multisets, their product, the groups' rule and the two-part minimum. */
function everyOrder(format: OrderFormat, menu: Part[]): Order[] {
  const perSlot = slotParts(format, menu).map((options, at) => {
    const slot = format.slots[at]!;
    // A part that adds nothing is never in a best order of a slot that may go without it (the search's rule).
    const nothing = (part: Part) =>
      [
        part.protein,
        part.carbs,
        part.fat,
        part.calories,
        part.sugar,
        part.sodium,
        part.fiber,
        part.netCarbs,
      ].every((value) => !value);
    const usable = options.filter((part) => isUsable(part) && !(slot.min === 0 && nothing(part)));
    const choices: { picks: [Part, number][] }[] = [];
    const walk = (i: number, picks: [Part, number][], portions: number) => {
      if (i === usable.length) {
        if (portions >= slot.min) choices.push({ picks });
        return;
      }
      for (let count = 0; count <= (slot.most ?? 1); count++) {
        if (portions + count > slot.max) break;
        const next: [Part, number][] =
          count > 0 ? [...picks, [usable[i]!, count * (slot.portions ?? 1)]] : picks;
        if (next.length > (slot.kinds ?? slot.max)) break;
        walk(i + 1, next, portions + count);
      }
    };
    walk(0, [], 0);
    return choices;
  });
  const orders: Order[] = [];
  const combine = (at: number, picks: [Part, number][]) => {
    if (at === perSlot.length) {
      if (picks.length < MIN_PARTS) return;
      if ((format.oneOf ?? []).some((rule) => picks.filter(([part]) => rule.test(part.name)).length > 1))
        return;
      const sum = (key: "protein" | "carbs" | "fat" | "calories") =>
        picks.reduce((total, [part, quantity]) => total + part[key]! * quantity, 0);
      orders.push({
        totals: [sum("protein"), sum("carbs"), sum("fat"), sum("calories")],
        parts: picks.length,
      });
      return;
    }
    for (const choice of perSlot[at]!) combine(at + 1, [...picks, ...choice.picks]);
  };
  combine(0, []);
  return orders;
}

/** An order's score for a goal, written out as the goal's words say it; null: it does not meet the goal. */
function reference(goal: OrderGoal, [p, c, f, k]: number[], targets: Targets): number | null {
  if (goal === "closest") {
    let distance = 0;
    for (const [value, aim] of [
      [p, targets.protein],
      [c, targets.carbs],
      [f, targets.fat],
      [k, targets.calories],
    ] as [number, number | null][]) {
      if (aim === null) continue;
      if (value < aim * (1 - MATCH_TOLERANCE) - 1e-9 || value > aim * (1 + MATCH_TOLERANCE) + 1e-9)
        return null;
      if (aim > 0) distance += Math.abs(value - aim) / aim;
    }
    return distance;
  }
  if (goal === "protein-per-calorie") return p! > HIGH_PROTEIN_MIN_G && k! > 0 ? -p! / k! : null;
  if (goal === "low-carb") return p! > HIGH_PROTEIN_MIN_G ? c! - p! / 1e4 : null;
  const cap = goal === "high-protein" ? LOW_CALORIE_MAX_KCAL : UNDER_500_KCAL;
  return k! < cap ? -p! + k! / 1e5 : null;
}

/** The best `limit` (score, parts) pairs of an exhaustive enumeration. */
function exhaustive(formats: OrderFormat[], menu: Part[], goal: OrderGoal, targets: Targets, limit: number) {
  return formats
    .flatMap((format) => everyOrder(format, menu))
    .flatMap((order) => {
      const score = reference(goal, order.totals, targets);
      return score === null ? [] : [{ score, parts: order.parts }];
    })
    .sort((a, b) => (Math.abs(a.score - b.score) > 1e-9 ? a.score - b.score : a.parts - b.parts))
    .slice(0, limit);
}

const pair = (build: { score: number; picks: unknown[] }) => ({
  score: build.score,
  parts: build.picks.length,
});
const NO_TARGETS: Targets = { protein: null, carbs: null, fat: null, calories: null };

const round = (pairs: { score: number; parts: number }[]) =>
  pairs.map(({ score, parts: count }) => `${score.toFixed(6)}/${count}`);

/** A smaller menu of the same chain: at most `width` of each slot's parts, picked at random. */
function sample(formats: OrderFormat[], menu: Part[], width: number, next: () => number): Part[] {
  const kept = new Set<string>();
  for (const format of formats)
    for (const options of slotParts(format, menu)) {
      const shuffled = [...options].sort(() => next() - 0.5);
      for (const part of shuffled.slice(0, width)) kept.add(part.id);
    }
  return menu.filter((part) => kept.has(part.id));
}

describe("the best orders of a parts chain", () => {
  const next = random(42);
  const randomTargets = (): Targets => ({
    protein: Math.round(20 + next() * 60),
    carbs: next() < 0.5 ? null : Math.round(10 + next() * 90),
    fat: next() < 0.5 ? null : Math.round(5 + next() * 40),
    calories: Math.round(300 + next() * 700),
  });

  it.each(["Chipotle", "Five Guys", "Panda Express"])(
    "at %s, are the best of every order its formats allow, for every goal and random targets",
    (chain) => {
      const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === chain)!;
      const menu = parts.get(chain)!;
      for (const goal of ORDER_GOALS) {
        for (let round_ = 0; round_ < (goal === "closest" ? 2 : 1); round_++) {
          const targets = randomTargets();
          const found = searchOrders(formats, menu, { goal, targets, limit: 3 });
          const expected = exhaustive(formats, menu, goal, targets, 3);
          expect({
            goal,
            targets,
            found: round(found.map((b) => ({ score: b.score, parts: b.picks.length }))),
          }).toEqual({
            goal,
            targets,
            found: round(expected),
          });
        }
      }
    },
  );

  it.each(["Qdoba", "Subway", "Firehouse Subs"])(
    "at %s, on random parts of its real menu, are the best of every order",
    (chain) => {
      const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === chain)!;
      for (let round_ = 0; round_ < 3; round_++) {
        const menu = sample(formats, parts.get(chain)!, 3, next);
        const goal = ORDER_GOALS[round_ % ORDER_GOALS.length]!;
        const targets = randomTargets();
        const found = searchOrders(formats, menu, { goal, targets, limit: 3 });
        expect(round(found.map((b) => ({ score: b.score, parts: b.picks.length })))).toEqual(
          round(exhaustive(formats, menu, goal, targets, 3)),
        );
      }
    },
  );

  it.each(["Five Guys", "Panda Express", "Subway", "Firehouse Subs"])(
    "at %s, find the one best order of each stored goal as an exhaustive search does",
    (chain) => {
      const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === chain)!;
      const whole = parts.get(chain)!;
      for (const goal of STORED_ORDER_GOALS)
        for (const format of formats) {
          const menu = whole.length > 60 ? sample([format], whole, 4, next) : whole;
          const found = searchOrders([format], menu, { goal, limit: 1 });
          expect({ goal, format: format.name, found: round(found.map(pair)) }).toEqual({
            goal,
            format: format.name,
            found: round(exhaustive([format], menu, goal, NO_TARGETS, 1)),
          });
        }
    },
  );

  it("takes at least one item of the chain's menu in every slot of every format", () => {
    const empty = CHAIN_FORMATS.flatMap(({ chain, formats }) =>
      formats.flatMap((format) =>
        slotParts(format, parts.get(chain)!).flatMap((options, at) =>
          options.length === 0 ? [`${chain} ${format.name}: ${format.slots[at]!.name}`] : [],
        ),
      ),
    );
    expect(empty).toEqual([]);
  });

  it("finds Chipotle's exact chicken builds for 50 g protein and 600 kcal, which five options a slot missed", () => {
    const menu = parts.get("Chipotle")!;
    const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === "Chipotle")!;
    const targets = { protein: 50, carbs: null, fat: null, calories: 600 };
    const found = searchOrders(formats, menu, { goal: "closest", targets, limit: 50 });
    expect(found[0]!.score).toBe(0);
    expect(found.some((b) => b.picks.some((pick) => /^Chicken\b/.test(pick.part.name)))).toBe(true);
  });

  it("throws rather than answering a guess when the search needs more steps than it was given", () => {
    const menu = parts.get("Chipotle")!;
    const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === "Chipotle")!;
    const targets = { protein: 50, carbs: null, fat: null, calories: 600 };
    expect(() => searchOrders(formats, menu, { goal: "closest", targets, limit: 5, steps: 10 })).toThrow(
      SearchTooLong,
    );
  });

  it("keeps a locked item in every order and a banned one out of all", () => {
    const menu = parts.get("Chipotle")!;
    const { formats } = CHAIN_FORMATS.find((entry) => entry.chain === "Chipotle")!;
    const steak = menu.find((part) => /^Steak\b(?!.*Kids)/.test(part.name))!;
    const cheese = menu.find((part) => /^Cheese\b(?!.*Kids)/.test(part.name))!;
    const found = searchOrders(formats, menu, {
      goal: "high-protein",
      lock: [steak.id],
      ban: [cheese.id],
      limit: 5,
    });
    expect(found.length).toBe(5);
    for (const build of found) {
      expect(build.picks.map((pick) => pick.part.id)).toContain(steak.id);
      expect(build.picks.map((pick) => pick.part.id)).not.toContain(cheese.id);
    }
  });
});
