import type { Meal } from "@/lib/restaurants/schema";
import { proteinPer100Kcal } from "./city-meals";
import { knownMacro } from "./macro-value";
import type { LabelMeal } from "./nutrition-label";

/** One row of a restaurant's nutrition table; null means the restaurant does not publish the value. */
export type NutritionRow = {
  id: string;
  name: string;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  sugar: number | null;
  calories: number | null;
  sodium: number | null;
  proteinPer100: number | null;
  /** The meal's whole label, and its note when its numbers don't add up. */
  label: LabelMeal;
  note: string | null;
};

export type NutritionColumn =
  "name" | "protein" | "carbs" | "fat" | "sugar" | "calories" | "sodium" | "proteinPer100";
export type SortDirection = "ascending" | "descending";

const known = (text: string | null, value: number) => (knownMacro(text) === null ? null : value);

export function nutritionRow(meal: Meal): NutritionRow {
  return {
    id: meal.id,
    name: meal.name,
    protein: known(meal.protein, meal.protein_g),
    carbs: known(meal.carbs, meal.carbs_g),
    fat: known(meal.fat, meal.fat_g),
    sugar: known(meal.sugar, meal.sugar_g),
    calories: known(meal.calories, meal.calories_kcal),
    sodium: meal.sodium_mg ?? null,
    proteinPer100: proteinPer100Kcal(meal),
    label: {
      protein: meal.protein,
      carbs: meal.carbs,
      fat: meal.fat,
      sugar: meal.sugar,
      calories: meal.calories,
      saturated_fat_g: meal.saturated_fat_g ?? null,
      trans_fat_g: meal.trans_fat_g ?? null,
      cholesterol_mg: meal.cholesterol_mg ?? null,
      sodium_mg: meal.sodium_mg ?? null,
      fiber_g: meal.fiber_g ?? null,
      potassium_mg: meal.potassium_mg ?? null,
    },
    note: meal.nutrition_note ?? null,
  };
}

/** Sorts by one column; rows missing that value always go last, whichever the direction. */
export function sortNutritionRows(rows: NutritionRow[], column: NutritionColumn, direction: SortDirection) {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (column === "name") return sign * a.name.localeCompare(b.name);
    const x = a[column] as number | null;
    const y = b[column] as number | null;
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return sign * (x - y) || a.name.localeCompare(b.name);
  });
}

/** A value as the table shows it: 'N/A' when missing, never 0. */
export const displayValue = (value: number | null) => (value === null ? "N/A" : String(value));
