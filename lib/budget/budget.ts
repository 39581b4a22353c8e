// The budget mode of the macro calculator ("What fits what I have left?", docs/product.md#budget-mode): what is
// left of the day's calories, carbs, fat and sugar are caps, the protein still needed is a floor. This module runs
// in the browser too: no schema library.
import { MACRO_FIELD_SETTINGS } from "@/lib/macro-calculator/constants";
import { checkTargets, type MacroTargets } from "@/lib/macro-calculator/targets";
import {
  checkLabelLimits,
  LABEL_LIMIT_FIELDS,
  LABEL_LIMIT_SETTINGS,
  type LabelLimits,
} from "@/lib/nutrition/label-limits";
import { knownMacro, MENU_MACROS } from "@/lib/nutrition/macro-value";

/** The `mode` parameter's value that asks for the budget mode (of the results page and the API). */
export const BUDGET_MODE = "left";

/**
 * The budget's fields in the form's order; each is a cap but protein and fiber, floors. Sodium, fiber and net carbs
 * are the optional label limits, last (empty by default, as every field).
 */
export const BUDGET_FIELDS = [...MENU_MACROS, ...LABEL_LIMIT_FIELDS] as const;
export type BudgetField = (typeof BUDGET_FIELDS)[number];
export const isBudgetFloor = (field: BudgetField) => field === "protein" || field === "fiber";

/** Each field's unit and the largest number the form takes (the macros' as the calculator's, the label limits' as the API's). */
export const BUDGET_FIELD_SETTINGS: Record<BudgetField, { unit: string; limit: number }> = {
  ...MACRO_FIELD_SETTINGS,
  ...LABEL_LIMIT_SETTINGS,
};

/** A budget: each field a number of 0 or more, or null for no constraint (the targets' shape and the limits). */
export type Budget = MacroTargets & LabelLimits;
export type BudgetFormInput = Record<BudgetField, string>;

export const BUDGET_LABELS: Record<BudgetField, string> = {
  calories: "Calories left",
  protein: "Protein still needed",
  carbs: "Carbs left",
  fat: "Fat left",
  sugar: "Sugar left",
  sodium: "Sodium left",
  fiber: "Fiber still wanted",
  netCarbs: "Net carbs left",
};

/** The form starts empty: each empty field is no constraint. */
export const emptyBudgetInput: BudgetFormInput = {
  protein: "",
  carbs: "",
  fat: "",
  calories: "",
  sugar: "",
  sodium: "",
  fiber: "",
  netCarbs: "",
};

/**
 * The budget as typed, checked with the calculator's rule and limits (the label limits', the API's): the budget
 * or the errors per field.
 */
export function checkBudget(
  input: BudgetFormInput,
): { ok: true; targets: Budget } | { ok: false; errors: Partial<Record<BudgetField, { message?: string }>> } {
  const macros = checkTargets(input);
  const limits = checkLabelLimits(input);
  if (macros.ok && limits.ok) return { ok: true, targets: { ...macros.targets, ...limits.limits } };
  const messages = { ...(macros.ok ? {} : macros.errors), ...(limits.ok ? {} : limits.errors) };
  const errors: Partial<Record<BudgetField, { message?: string }>> = {};
  for (const [field, message] of Object.entries(messages))
    if (message) errors[field as BudgetField] = { message };
  return { ok: false, errors };
}

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
export function budgetUse(budget: Budget, values: BudgetValues): BudgetUse[] {
  return BUDGET_FIELDS.flatMap((field) => {
    const limit = budget[field];
    if (limit === null) return [];
    const value = values[field];
    const used = value ?? 0;
    const share = limit === 0 ? (used === 0 ? 1 : 0) : Math.min(used / limit, 1);
    const left = isBudgetFloor(field) ? Math.max(limit - used, 0) : limit - used;
    return [{ field, unit: BUDGET_FIELD_SETTINGS[field].unit, limit, value, share, left: round1(left) }];
  });
}

/** Each budget field's value of a meal or a sum of meals; null when the menu does not give it. */
export type BudgetValues = Record<BudgetField, number | null>;

type MealValues = Record<
  "protein" | "carbs" | "fat" | "calories" | "sugar",
  string | number | null | undefined
> & {
  sodium_mg?: number | null;
  fiber_g?: number | null;
  /** Absent or null: unknown (fiber not published), never the carbs. */
  net_carbs_g?: number | null;
};

/** A meal's values as the budget reads them: the cleaned number, or null when the menu does not give one. */
export const mealBudgetValues = (meal: MealValues): BudgetValues => ({
  protein: knownMacro(meal.protein),
  carbs: knownMacro(meal.carbs),
  fat: knownMacro(meal.fat),
  calories: knownMacro(meal.calories),
  sugar: knownMacro(meal.sugar),
  sodium: meal.sodium_mg ?? null,
  fiber: meal.fiber_g ?? null,
  netCarbs: meal.net_carbs_g ?? null,
});

/** The budget's fields of a larger object (a parsed query). */
export const budgetOf = (query: Budget): Budget => ({
  ...(Object.fromEntries(BUDGET_FIELDS.map((field) => [field, query[field]])) as BudgetValues),
  ...(query.drinks ? { drinks: query.drinks } : {}),
});
