import { macroNumber } from "./macro-value";

/** SPEC §9 portion guide: calories at or above which a meal counts as two servings, or one and a half. */
export const TWO_SERVINGS_MIN_KCAL = 800;
export const ONE_AND_A_HALF_SERVINGS_MIN_KCAL = 600;

export type PortionGuide = { servings: number; advice: string };

/** How many servings a meal holds and what to do about it, from its calories. */
export function portionGuide(calories: string | number | null | undefined): PortionGuide {
  const kcal = macroNumber(calories);
  if (kcal >= TWO_SERVINGS_MIN_KCAL) return { servings: 2, advice: "Share or save half" };
  if (kcal >= ONE_AND_A_HALF_SERVINGS_MIN_KCAL) return { servings: 1.5, advice: "Consider sharing" };
  return { servings: 1, advice: "Perfect single serving" };
}
