// What a best order is best at: the goals a diner picks in the meal builder, and the common ones every parts chain's
// stored orders are found for. Each goal scores an order's totals (lower is better) and bounds the best score any
// order can reach from a range of totals, so the search can leave a branch that cannot beat what it has found.
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL } from "@/lib/nutrition/thresholds";

export const ORDER_GOALS = [
  "closest",
  "protein-per-calorie",
  "high-protein",
  "low-carb",
  "under-500",
] as const;
export type OrderGoal = (typeof ORDER_GOALS)[number];

/** What each goal is called where the diner picks it. */
export const ORDER_GOAL_LABELS: Record<OrderGoal, string> = {
  closest: "Closest to my targets",
  "protein-per-calorie": "Most protein per calorie",
  "high-protein": `Most protein under ${LOW_CALORIE_MAX_KCAL} kcal`,
  "low-carb": `Fewest carbs (over ${HIGH_PROTEIN_MIN_G} g protein)`,
  "under-500": "Most protein under 500 kcal",
};

/** The goals every parts chain's best orders are stored for when its menu is imported. */
export const STORED_ORDER_GOALS: readonly OrderGoal[] = [
  "protein-per-calorie",
  "high-protein",
  "low-carb",
  "under-500",
];

/** "Under 500 kcal": an order of fewer calories. */
export const UNDER_500_KCAL = 500;

/** The values an order's score reads, by index in a totals vector. */
export const P = 0;
export const C = 1;
export const F = 2;
export const K = 3;
export const SUGAR = 4;
export const SODIUM = 5;
export const FIBER = 6;
export const NET = 7;
export const DIMENSIONS = 8;

export type Targets = {
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  calories: number | null;
};
/** Caps on the sums (sugar, sodium in mg, net carbs) and a floor (fiber); null: none. */
export type Limits = {
  sugar?: number | null;
  sodium?: number | null;
  fiber?: number | null;
  netCarbs?: number | null;
};

export type Scorer = {
  /** The score of complete totals, or null when they do not meet the goal. */
  score: (totals: Float64Array) => number | null;
  /** The best (lowest) score reachable with totals between lo and hi in every value; Infinity: none meets it. */
  bound: (lo: Float64Array, hi: Float64Array) => number;
};

const TARGET_INDEXES = [P, C, F, K] as const;

/** Summed relative distance of the totals from each target (0 is a target, null is none): the calculator's rule. */
export function targetDistance(totals: ArrayLike<number>, targets: Targets): number {
  const aims = [targets.protein, targets.carbs, targets.fat, targets.calories];
  let distance = 0;
  TARGET_INDEXES.forEach((index, at) => {
    const aim = aims[at];
    if (aim !== null && aim !== undefined && aim > 0) distance += Math.abs(totals[index]! - aim) / aim;
  });
  return distance;
}

function closest(targets: Targets): Scorer {
  const aims = [targets.protein, targets.carbs, targets.fat, targets.calories];
  return {
    score(totals) {
      for (const [at, index] of TARGET_INDEXES.entries()) {
        const aim = aims[at];
        if (aim === null || aim === undefined) continue;
        const value = totals[index]!;
        if (value < aim * (1 - MATCH_TOLERANCE) - 1e-9 || value > aim * (1 + MATCH_TOLERANCE) + 1e-9)
          return null;
      }
      return targetDistance(totals, targets);
    },
    bound(lo, hi) {
      let distance = 0;
      for (const [at, index] of TARGET_INDEXES.entries()) {
        const aim = aims[at];
        if (aim === null || aim === undefined) continue;
        if (
          hi[index]! < aim * (1 - MATCH_TOLERANCE) - 1e-9 ||
          lo[index]! > aim * (1 + MATCH_TOLERANCE) + 1e-9
        )
          return Infinity;
        if (aim > 0) {
          if (hi[index]! < aim) distance += (aim - hi[index]!) / aim;
          else if (lo[index]! > aim) distance += (lo[index]! - aim) / aim;
        }
      }
      return distance;
    },
  };
}

/** The most protein under a calorie cap; of equal protein, the fewer calories. */
function mostProteinUnder(maxKcal: number): Scorer {
  return {
    score: (t) => (t[K]! < maxKcal ? -t[P]! + t[K]! / 1e5 : null),
    bound: (lo, hi) => (lo[K]! < maxKcal ? -hi[P]! + lo[K]! / 1e5 : Infinity),
  };
}

/** Orders of every goal but the closest have the site's high-protein floor, so a best order is a meal. */
const SCORERS: Record<Exclude<OrderGoal, "closest">, Scorer> = {
  "protein-per-calorie": {
    score: (t) => (t[P]! > HIGH_PROTEIN_MIN_G && t[K]! > 0 ? -t[P]! / t[K]! : null),
    bound: (lo, hi) => (hi[P]! > HIGH_PROTEIN_MIN_G ? (lo[K]! > 0 ? -hi[P]! / lo[K]! : -Infinity) : Infinity),
  },
  "high-protein": mostProteinUnder(LOW_CALORIE_MAX_KCAL),
  // The fewest carbs; of equal carbs, the more protein.
  "low-carb": {
    score: (t) => (t[P]! > HIGH_PROTEIN_MIN_G ? t[C]! - t[P]! / 1e4 : null),
    bound: (lo, hi) => (hi[P]! > HIGH_PROTEIN_MIN_G ? lo[C]! - hi[P]! / 1e4 : Infinity),
  },
  "under-500": mostProteinUnder(UNDER_500_KCAL),
};

/**
 * Whether adding a part of these values (a totals vector) to an order can never make it rank higher for a goal
 * without a fiber floor (its values are never negative, so the caps hold without it): its score is no better and the order without it, one part shorter, still meets the goal (less
 * protein, no fewer calories for protein per calorie and the two most-protein goals; no less carbs, no more
 * protein for low carb).
 */
export function neverHelps(goal: Exclude<OrderGoal, "closest">, values: number[]): boolean {
  if (goal === "low-carb") return values[C]! >= 0 && values[P]! <= 0;
  return values[P]! <= 0 && values[K]! >= 0;
}

/** The scorer of a goal, with the caps and floor of the limits. */
export function scorerFor(goal: OrderGoal, targets: Targets, limits: Limits = {}): Scorer {
  const base = goal === "closest" ? closest(targets) : SCORERS[goal];
  const caps: [number, number][] = [];
  if (limits.sugar !== null && limits.sugar !== undefined) caps.push([SUGAR, limits.sugar]);
  if (limits.sodium !== null && limits.sodium !== undefined) caps.push([SODIUM, limits.sodium]);
  if (limits.netCarbs !== null && limits.netCarbs !== undefined) caps.push([NET, limits.netCarbs]);
  const fiber = limits.fiber ?? null;
  if (caps.length === 0 && fiber === null) return base;
  return {
    score(totals) {
      if (caps.some(([index, cap]) => totals[index]! > cap + 1e-9)) return null;
      if (fiber !== null && totals[FIBER]! < fiber - 1e-9) return null;
      return base.score(totals);
    },
    bound(lo, hi) {
      if (caps.some(([index, cap]) => lo[index]! > cap + 1e-9)) return Infinity;
      if (fiber !== null && hi[FIBER]! < fiber - 1e-9) return Infinity;
      return base.bound(lo, hi);
    },
  };
}
