import type { Meal } from "@/lib/restaurants/schema";

/** kcal per gram: protein and carbs 4, fat 9. */
const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

export type CalorieSplit = { protein: number; carbs: number; fat: number };

/**
 * The share of a meal's calories from protein, carbs and fat, in whole percent adding up to 100 (largest
 * remainders get the rounding); null unless all three are published and add up to more than 0.
 */
export function calorieSplit(
  meal: Pick<Meal, "protein" | "carbs" | "fat" | "protein_g" | "carbs_g" | "fat_g">,
) {
  if ([meal.protein, meal.carbs, meal.fat].some((text) => text === null || text.trim() === "")) return null;
  const kcal = {
    protein: meal.protein_g * KCAL_PER_G.protein,
    carbs: meal.carbs_g * KCAL_PER_G.carbs,
    fat: meal.fat_g * KCAL_PER_G.fat,
  };
  const total = kcal.protein + kcal.carbs + kcal.fat;
  if (!(total > 0)) return null;
  const parts = (["protein", "carbs", "fat"] as const).map((key) => {
    const exact = (kcal[key] / total) * 100;
    return { key, percent: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = 100 - parts.reduce((sum, part) => sum + part.percent, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    part.percent += 1;
    left -= 1;
  }
  const split = Object.fromEntries(parts.map((part) => [part.key, part.percent])) as CalorieSplit;
  return split;
}

/** The split in words, for screen readers and tooltips. */
export const calorieSplitText = (split: CalorieSplit) =>
  `Calories: ${split.protein}% protein, ${split.carbs}% carbs, ${split.fat}% fat`;
