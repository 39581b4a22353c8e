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
  /** The rest of the meal's label (the columns hold the others), opened on demand. */
  saturatedFat: number | null;
  transFat: number | null;
  cholesterol: number | null;
  fiber: number | null;
  potassium: number | null;
  /** The note when the meal's numbers don't add up. */
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
    saturatedFat: meal.saturated_fat_g ?? null,
    transFat: meal.trans_fat_g ?? null,
    cholesterol: meal.cholesterol_mg ?? null,
    fiber: meal.fiber_g ?? null,
    potassium: meal.potassium_mg ?? null,
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

/** A row's whole label, from its numbers (a value the table shows as N/A is not published). */
export function rowLabel(row: NutritionRow): LabelMeal {
  const text = (value: number | null) => (value === null ? null : String(value));
  return {
    protein: text(row.protein),
    carbs: text(row.carbs),
    fat: text(row.fat),
    sugar: text(row.sugar),
    calories: text(row.calories),
    saturated_fat_g: row.saturatedFat,
    trans_fat_g: row.transFat,
    cholesterol_mg: row.cholesterol,
    sodium_mg: row.sodium,
    fiber_g: row.fiber,
    potassium_mg: row.potassium,
  };
}
