import type { Meal } from "@/lib/restaurants/schema";

type DensityFields = Pick<Meal, "name" | "protein" | "protein_g" | "calories_kcal">;

/**
 * Grams of protein per 100 kcal; null when the protein is not published or the calories are unknown or 0. The
 * SQL function public.protein_density is the same rule (the calculator and the listings sort on it).
 */
export function proteinDensity(meal: Pick<Meal, "protein" | "protein_g" | "calories_kcal">): number | null {
  if (meal.protein === null || meal.protein.trim() === "" || !(meal.calories_kcal > 0)) return null;
  return (meal.protein_g * 100) / meal.calories_kcal;
}

/** Protein density as shown: one decimal, or 'N/A'. */
export function formatProteinDensity(value: number | null): string {
  return value === null ? "N/A" : value.toFixed(1);
}

/** Protein density with its unit, as a line of text shows it: '12.3 g' or 'N/A'. */
export function proteinDensityText(value: number | null): string {
  return value === null ? "N/A" : `${formatProteinDensity(value)} g`;
}

/** Most protein per 100 kcal first, meals without a density last, then by name. */
function compareByProteinDensity(a: DensityFields, b: DensityFields): number {
  const x = proteinDensity(a);
  const y = proteinDensity(b);
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  }
  return a.name.localeCompare(b.name);
}

export const sortByProteinDensity = <T extends DensityFields>(meals: T[]): T[] =>
  [...meals].sort(compareByProteinDensity);

/** The highest protein density among some meals, or null when none has one. */
export function bestProteinDensity(
  meals: Pick<Meal, "protein" | "protein_g" | "calories_kcal">[],
): number | null {
  let best: number | null = null;
  for (const meal of meals) {
    const density = proteinDensity(meal);
    if (density !== null && (best === null || density > best)) best = density;
  }
  return best;
}

/**
 * Restaurants with their meals by protein density, the restaurant with the densest meal first (restaurants
 * without any density last, by name).
 */
export function sortRestaurantsByProteinDensity<T extends { name: string; meals: DensityFields[] }>(
  restaurants: T[],
): T[] {
  const ranked = restaurants.map((restaurant) => ({
    restaurant: { ...restaurant, meals: sortByProteinDensity(restaurant.meals) },
    best: bestProteinDensity(restaurant.meals),
  }));
  ranked.sort((a, b) => {
    if (a.best !== b.best) {
      if (a.best === null) return 1;
      if (b.best === null) return -1;
      return b.best - a.best;
    }
    return a.restaurant.name.localeCompare(b.restaurant.name);
  });
  return ranked.map(({ restaurant }) => restaurant);
}
