import { macroNumber } from "./macro-value";
import { PORTION_SHARE_MIN_KCAL, PORTION_TWO_SERVINGS_MIN_KCAL } from "./thresholds";

export type PortionGuide = {
  /** How many servings the meal amounts to. */
  servings: 1 | 1.5 | 2;
  advice: "Share or save half" | "Consider sharing" | "Perfect single serving";
  /** Each macro for one serving, to one decimal (calories whole). */
  perServing: { protein: number; carbs: number; fat: number; sugar: number; calories: number };
};

type MacroSource = {
  protein?: string | number | null;
  carbs?: string | number | null;
  fat?: string | number | null;
  sugar?: string | number | null;
  calories?: string | number | null;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** SPEC §9 portion guide: 800 kcal or more is 2 servings, 600 to 799 is 1.5, below 600 is 1. */
export function portionGuide(meal: MacroSource): PortionGuide {
  const calories = macroNumber(meal.calories);
  const [servings, advice]: [PortionGuide["servings"], PortionGuide["advice"]] =
    calories >= PORTION_TWO_SERVINGS_MIN_KCAL
      ? [2, "Share or save half"]
      : calories >= PORTION_SHARE_MIN_KCAL
        ? [1.5, "Consider sharing"]
        : [1, "Perfect single serving"];
  return {
    servings,
    advice,
    perServing: {
      protein: oneDecimal(macroNumber(meal.protein) / servings),
      carbs: oneDecimal(macroNumber(meal.carbs) / servings),
      fat: oneDecimal(macroNumber(meal.fat) / servings),
      sugar: oneDecimal(macroNumber(meal.sugar) / servings),
      calories: Math.round(calories / servings),
    },
  };
}
