// The budget mode of the macro calculator ("What fits what I have left?", docs/product.md#budget-mode): what is
// left of the day's calories, carbs, fat and sugar are caps, the protein still needed is a floor. This module runs
// in the browser too: no schema library.
import { MACRO_FIELD_SETTINGS } from "@/lib/macro-calculator/constants";
import { checkTargets, type MacroTargets, type MacroTargetsFormInput } from "@/lib/macro-calculator/targets";
import { knownMacro } from "@/lib/nutrition/macro-value";

/** The `mode` parameter's value that asks for the budget mode (of the results page and the API). */
export const BUDGET_MODE = "left";

/** The budget's fields in the form's order; each is a cap but protein, a floor. */
export const BUDGET_FIELDS = ["calories", "protein", "carbs", "fat", "sugar"] as const;
export type BudgetField = (typeof BUDGET_FIELDS)[number];
export const isBudgetFloor = (field: BudgetField) => field === "protein";

/** A budget: each field a number of 0 or more, or null for no constraint (the targets' shape). */
export type Budget = MacroTargets;
export type BudgetFormInput = MacroTargetsFormInput;

export const BUDGET_LABELS: Record<BudgetField, string> = {
  calories: "Calories left",
  protein: "Protein still needed",
  carbs: "Carbs left",
  fat: "Fat left",
  sugar: "Sugar left",
};

/** The form starts empty: each empty field is no constraint. */
export const emptyBudgetInput: BudgetFormInput = {
  protein: "",
  carbs: "",
  fat: "",
  calories: "",
  sugar: "",
};

/** The budget as typed, checked with the calculator's rule and limits: the budget or the errors per field. */
export const checkBudget = checkTargets;

export type BudgetUse = {
  field: BudgetField;
  unit: string;
  /** The budget's number for the field. */
  limit: number;
  /** The meal's value; null when the menu does not give it. */
  value: number | null;
  /** The share of the budget the meal uses (a floor: how much of the protein needed it brings), 0 to 1. */
  share: number;
  /** A cap: what is left after the meal; a floor: how much protein is still missing (0 when met). */
  left: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** How much of each given budget field a meal (or a sum of meals) uses, and what is left after it. */
export function budgetUse(budget: Budget, values: Record<BudgetField, number | null>): BudgetUse[] {
  return BUDGET_FIELDS.flatMap((field) => {
    const limit = budget[field];
    if (limit === null) return [];
    const value = values[field];
    const used = value ?? 0;
    const share = limit === 0 ? (used === 0 ? 1 : 0) : Math.min(used / limit, 1);
    const left = isBudgetFloor(field) ? Math.max(limit - used, 0) : limit - used;
    return [{ field, unit: MACRO_FIELD_SETTINGS[field].unit, limit, value, share, left: round1(left) }];
  });
}

/** A meal's values as the budget reads them: the cleaned number, or null when the menu does not give one. */
export const mealBudgetValues = (meal: Record<BudgetField, string | number | null | undefined>) =>
  Object.fromEntries(BUDGET_FIELDS.map((field) => [field, knownMacro(meal[field])])) as Record<
    BudgetField,
    number | null
  >;

/** The budget's fields of a larger object (a parsed query). */
export const budgetOf = ({ protein, carbs, fat, calories, sugar }: Budget): Budget => ({
  protein,
  carbs,
  fat,
  calories,
  sugar,
});
