import type { ComponentSlot, ItemKind } from "@/lib/restaurants/item-kinds";
import { knownMacro, macroNumber } from "@/lib/nutrition/macro-value";

/** The macros a custom meal line needs: the meal's values as written on the menu. */
export type BuilderMeal = {
  id: string;
  name: string;
  /** A meal, a component (built into an order in its slot) or a drink; absent: a meal. */
  kind?: ItemKind;
  slot?: ComponentSlot | null;
  dish?: string | null;
  restaurant_id: string;
  description: string | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
  /** Where the values come from (absent in meals saved before it was recorded). */
  source?: string | null;
  source_url?: string | null;
  as_of?: string | null;
  /** Sodium (mg) and fiber (g) as the source publishes them; absent or null: not published. */
  sodium_mg?: number | null;
  fiber_g?: number | null;
  /** 'These numbers don't add up: …' when the meal's macros and calories disagree. */
  nutrition_note?: string | null;
};

/** A custom meal line is a meal plus a quantity, starting at 1 (docs/product.md#meal-builder). */
export type CustomMealLine = { meal: BuilderMeal; quantity: number };

export type CustomMealAction =
  | { type: "add"; meal: BuilderMeal }
  | { type: "increment"; mealId: string }
  | { type: "decrement"; mealId: string }
  | { type: "remove"; mealId: string }
  | { type: "reset" }
  | { type: "load"; lines: CustomMealLine[] };

/** Custom meal actions (docs/product.md#meal-builder): add (or +1), plus, minus (removes at 1), remove, reset. */
export function customMealReducer(lines: CustomMealLine[], action: CustomMealAction): CustomMealLine[] {
  switch (action.type) {
    case "add":
      return lines.some((line) => line.meal.id === action.meal.id)
        ? lines.map((line) =>
            line.meal.id === action.meal.id ? { ...line, quantity: line.quantity + 1 } : line,
          )
        : [...lines, { meal: action.meal, quantity: 1 }];
    case "increment":
      return lines.map((line) =>
        line.meal.id === action.mealId ? { ...line, quantity: line.quantity + 1 } : line,
      );
    case "decrement":
      return lines.flatMap((line) => {
        if (line.meal.id !== action.mealId) return [line];
        return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
      });
    case "remove":
      return lines.filter((line) => line.meal.id !== action.mealId);
    case "reset":
      return [];
    case "load":
      return action.lines;
  }
}

export type MacroTotals = { protein: number; carbs: number; fat: number; sugar: number; calories: number };

/** Sums each macro times its quantity, reading values with the same cleaning rule as the database. */
export function customMealTotals(lines: CustomMealLine[]): MacroTotals {
  const totals: MacroTotals = { protein: 0, carbs: 0, fat: 0, sugar: 0, calories: 0 };
  for (const { meal, quantity } of lines) {
    for (const key of Object.keys(totals) as (keyof MacroTotals)[]) {
      totals[key] += macroNumber(meal[key]) * quantity;
    }
  }
  return totals;
}

/** For each macro, how many items of the meal (counting quantities) have no value for it: not counted in the total. */
export function missingMacroCounts(lines: CustomMealLine[]): MacroTotals {
  const missing: MacroTotals = { protein: 0, carbs: 0, fat: 0, sugar: 0, calories: 0 };
  for (const { meal, quantity } of lines) {
    for (const key of Object.keys(missing) as (keyof MacroTotals)[]) {
      if (knownMacro(meal[key]) === null) missing[key] += quantity;
    }
  }
  return missing;
}

export type LabelTotals = { sodium: number; fiber: number; missingSodium: number; missingFiber: number };

/** Sodium (mg) and fiber (g) summed times their quantities, with how many items publish no value for each. */
export function labelTotals(lines: CustomMealLine[]): LabelTotals {
  const totals: LabelTotals = { sodium: 0, fiber: 0, missingSodium: 0, missingFiber: 0 };
  for (const { meal, quantity } of lines) {
    if (typeof meal.sodium_mg === "number") totals.sodium += meal.sodium_mg * quantity;
    else totals.missingSodium += quantity;
    if (typeof meal.fiber_g === "number") totals.fiber += meal.fiber_g * quantity;
    else totals.missingFiber += quantity;
  }
  return totals;
}

/** What a total says about its items without a value: '(1 item without a value)', or nothing. */
export const missingNote = (count: number) =>
  count === 0 ? "" : `(${count} ${count === 1 ? "item" : "items"} without a value)`;

/** Totals as the 'Total Macros' block shows them: grams to one decimal, calories whole. */
export function formatTotals(totals: MacroTotals) {
  return {
    protein: totals.protein.toFixed(1),
    carbs: totals.carbs.toFixed(1),
    fat: totals.fat.toFixed(1),
    sugar: totals.sugar.toFixed(1),
    calories: Math.round(totals.calories).toString(),
  };
}

export const MAX_ENCODED_LINES = 50;
const MAX_QUANTITY = 99;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The custom meal in a URL parameter: 'mealId' or 'mealId*quantity', comma-separated. */
export function encodeCustomMeal(lines: CustomMealLine[]): string {
  return lines.map(({ meal, quantity }) => (quantity === 1 ? meal.id : `${meal.id}*${quantity}`)).join(",");
}

/** Reads an encoded custom meal, skipping anything malformed; the meals themselves are loaded by id. */
export function decodeCustomMeal(value: string | null | undefined): { mealId: string; quantity: number }[] {
  if (!value) return [];
  const seen = new Set<string>();
  const items: { mealId: string; quantity: number }[] = [];
  for (const part of value.split(",")) {
    const [id = "", count] = part.trim().split("*");
    const quantity = count === undefined ? 1 : Number(count);
    if (!UUID.test(id) || !Number.isInteger(quantity) || quantity < 1 || seen.has(id.toLowerCase())) continue;
    seen.add(id.toLowerCase());
    items.push({ mealId: id.toLowerCase(), quantity: Math.min(quantity, MAX_QUANTITY) });
    if (items.length === MAX_ENCODED_LINES) break;
  }
  return items;
}

/** Calories from each macro (4 kcal/g protein and carbs, 9 kcal/g fat) as shares of the macro calories. */
export function macroSplit(totals: MacroTotals) {
  const parts = [
    { key: "protein", label: "Protein", kcal: totals.protein * 4 },
    { key: "carbs", label: "Carbs", kcal: totals.carbs * 4 },
    { key: "fat", label: "Fat", kcal: totals.fat * 9 },
  ] as const;
  const sum = parts.reduce((total, part) => total + part.kcal, 0);
  return parts.map((part) => ({ ...part, percent: sum > 0 ? Math.round((part.kcal / sum) * 100) : 0 }));
}
