import { knownMacro } from "./macro-value";
import { PORTION_SHARE_MIN_KCAL, PORTION_TWO_SERVINGS_MIN_KCAL } from "./thresholds";

/** What the portion guide says of a meal whose calories the menu does not give: no verdict. */
const NO_PORTION_ADVICE = "No portion advice without a calorie figure";

export type PortionGuide = {
  /** How many servings the meal amounts to; null when its calories are unknown. */
  servings: 1 | 1.5 | 2 | null;
  advice: "Share or save half" | "Consider sharing" | "Perfect single serving" | typeof NO_PORTION_ADVICE;
  /** Each macro for one serving, to one decimal (calories whole); null where the menu gives no value. */
  perServing: {
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    sugar: number | null;
    calories: number | null;
  };
};

type MacroSource = {
  protein?: string | number | null;
  carbs?: string | number | null;
  fat?: string | number | null;
  sugar?: string | number | null;
  calories?: string | number | null;
};

const perServing = (
  value: MacroSource[keyof MacroSource],
  servings: number,
  round: (n: number) => number,
) => {
  const known = knownMacro(value);
  return known === null ? null : round(known / servings);
};
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * docs/product.md#portion-guide: 800 kcal or more is 2 servings, 600 to 799 is 1.5, below 600 is 1. Unknown
 * calories are no verdict: no servings, and the advice says why.
 */
export function portionGuide(meal: MacroSource): PortionGuide {
  const calories = knownMacro(meal.calories);
  if (calories === null) {
    const unknown = { protein: null, carbs: null, fat: null, sugar: null, calories: null };
    return { servings: null, advice: NO_PORTION_ADVICE, perServing: unknown };
  }
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
      protein: perServing(meal.protein, servings, oneDecimal),
      carbs: perServing(meal.carbs, servings, oneDecimal),
      fat: perServing(meal.fat, servings, oneDecimal),
      sugar: perServing(meal.sugar, servings, oneDecimal),
      calories: perServing(meal.calories, servings, Math.round),
    },
  };
}
