import type { Meal, Restaurant } from "@/lib/restaurants/schema";
import { proteinDensity } from "./protein-density";
import { HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL } from "./thresholds";

export type MealWithRestaurant = Meal & { restaurant_name: string };

/** The meals the lists show (meals.listed, the rule the pages' counts come from), with their restaurant's name. */
const allMeals = (restaurants: Restaurant[]): MealWithRestaurant[] =>
  restaurants.flatMap((r) =>
    r.meals.filter((meal) => meal.listed).map((meal) => ({ ...meal, restaurant_name: r.name })),
  );

const byName = (a: MealWithRestaurant, b: MealWithRestaurant) =>
  a.name.localeCompare(b.name) || a.restaurant_name.localeCompare(b.restaurant_name);

/** City modal: meals of over 30 g protein, most protein first. */
export function highProteinMeals(restaurants: Restaurant[]) {
  return allMeals(restaurants)
    .filter((m) => m.protein_g > HIGH_PROTEIN_MIN_G)
    .sort((a, b) => b.protein_g - a.protein_g || byName(a, b));
}

/** City modal: meals under 600 kcal with a known calorie count, fewest calories first. */
export function lowCalorieMeals(restaurants: Restaurant[]) {
  return allMeals(restaurants)
    .filter((m) => m.calories !== null && m.calories_kcal > 0 && m.calories_kcal < LOW_CALORIE_MAX_KCAL)
    .sort((a, b) => a.calories_kcal - b.calories_kcal || byName(a, b));
}

/** How many meals a city page's modal lists; the full menu is one link away. */
export const CITY_MODAL_MEALS = 10;

export const CITY_MEALS_KINDS = ["high-protein", "low-calorie"] as const;
export type CityMealsKind = (typeof CITY_MEALS_KINDS)[number];

/** The button label and the modal's rule in words, per kind of city modal. */
export const CITY_MEALS_TEXT: Record<CityMealsKind, { label: string; description: string }> = {
  "high-protein": {
    label: "High-Protein Meals",
    description: `Meals with over ${HIGH_PROTEIN_MIN_G} g of protein, most protein first.`,
  },
  "low-calorie": {
    label: "Low-Calorie Meals",
    description: `Meals under ${LOW_CALORIE_MAX_KCAL} calories, fewest calories first.`,
  },
};

/** The high-protein low-calorie section: over 30 g protein and under 600 kcal, most protein first. */
export function highProteinLowCalorieMeals(restaurants: Restaurant[]) {
  return highProteinMeals(restaurants).filter(
    (m) => m.calories !== null && m.calories_kcal > 0 && m.calories_kcal < LOW_CALORIE_MAX_KCAL,
  );
}

/** Grams of protein per 100 kcal, one decimal; null when either value is missing (or calories are 0). */
export function proteinPer100Kcal(meal: Pick<Meal, "protein" | "calories" | "protein_g" | "calories_kcal">) {
  const density = proteinDensity(meal);
  return density === null ? null : Math.round(density * 10) / 10;
}
