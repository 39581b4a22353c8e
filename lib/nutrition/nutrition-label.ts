import type { Meal, MealMacroText } from "@/lib/restaurants/schema";
import { knownMacro } from "./macro-value";

/** One line of a meal's nutrition label; a nested line (saturated fat under fat) is indented. */
export type LabelLine = { name: string; value: string; nested?: boolean };

/** What the label says for a value the source does not publish: unknown, never 0. */
export const NOT_PUBLISHED = "Not published";

export type LabelMeal = MealMacroText &
  Pick<Meal, "saturated_fat_g" | "trans_fat_g" | "cholesterol_mg" | "sodium_mg" | "fiber_g" | "potassium_mg">;

/**
 * Net carbs: total carbs less fiber, where both are published (as meals.net_carbs_g in SQL); unknown fiber is
 * unknown net carbs, never the carbs.
 */
export function netCarbs(meal: Pick<LabelMeal, "carbs" | "fiber_g">): number | null {
  const carbs = knownMacro(meal.carbs);
  if (carbs === null || meal.fiber_g === null || meal.fiber_g === undefined) return null;
  return Math.max(Math.round((carbs - meal.fiber_g) * 1000) / 1000, 0);
}

// One formatter for every label: toLocaleString with options builds a new one per call, and a menu has thousands
// of label values.
const labelNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

const amount = (value: number | null | undefined, unit: "g" | "mg" | "kcal") =>
  value === null || value === undefined
    ? NOT_PUBLISHED
    : `${labelNumber.format(unit === "kcal" ? Math.round(value) : value)} ${unit}`;

/** The whole label in the order of a US Nutrition Facts panel, units as MenuStat publishes them (g, mg). */
export function labelLines(meal: LabelMeal): LabelLine[] {
  return [
    { name: "Calories", value: amount(knownMacro(meal.calories), "kcal") },
    { name: "Total fat", value: amount(knownMacro(meal.fat), "g") },
    { name: "Saturated fat", value: amount(meal.saturated_fat_g, "g"), nested: true },
    { name: "Trans fat", value: amount(meal.trans_fat_g, "g"), nested: true },
    { name: "Cholesterol", value: amount(meal.cholesterol_mg, "mg") },
    { name: "Sodium", value: amount(meal.sodium_mg, "mg") },
    { name: "Total carbs", value: amount(knownMacro(meal.carbs), "g") },
    { name: "Fiber", value: amount(meal.fiber_g, "g"), nested: true },
    { name: "Sugar", value: amount(knownMacro(meal.sugar), "g"), nested: true },
    // Carbs less fiber, only where the fiber is published: unknown fiber is unknown net carbs, never the carbs.
    { name: "Net carbs", value: amount(netCarbs(meal), "g"), nested: true },
    { name: "Protein", value: amount(knownMacro(meal.protein), "g") },
    { name: "Potassium", value: amount(meal.potassium_mg, "mg") },
  ];
}

/**
 * The date a menu is as of: the oldest of its meals' dates (a menu is no fresher than its oldest values), or null
 * when none is recorded. Dates are ISO 8601 at year, month or day precision, which sort as text.
 */
export function menuAsOf(meals: readonly { as_of?: string | null }[]): string | null {
  const dates = meals.map((meal) => meal.as_of?.trim()).filter((date): date is string => Boolean(date));
  return dates.length === 0 ? null : dates.reduce((oldest, date) => (date < oldest ? date : oldest));
}
