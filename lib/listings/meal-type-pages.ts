import { MEAL_TYPES, type MealType } from "@/lib/restaurants/schema";
import { BREAKFAST_PROTEIN_MIN_G, LISTING_PROTEIN_MIN_G } from "@/lib/nutrition/thresholds";
import { listingPath, PATHS, type SitePath } from "@/lib/pages/paths";

/** Meal-type landings (docs/product.md#meal-type-pages): each type's title, description and call to action. */
export const MEAL_TYPE_PAGES: Record<
  MealType,
  { title: string; description: string; cta: string; href: SitePath }
> = {
  breakfast: {
    title: "High-Protein Breakfast",
    description: `Start the day with breakfasts of over ${BREAKFAST_PROTEIN_MIN_G}g of protein from restaurants in your city, with the full macros of each.`,
    cta: "Find High-Protein Breakfast",
    href: PATHS.breakfastCities,
  },
  lunch: {
    title: "Healthy Lunch Options",
    description: `Lunch meals of over ${LISTING_PROTEIN_MIN_G} g of protein that keep you full through the afternoon, with protein, carbs, fat, sugar and calories.`,
    cta: "Explore Lunch Options",
    href: listingPath("lunch"),
  },
  dinner: {
    title: "High-Protein Dinner Meals",
    description: `Dinner meals of over ${LISTING_PROTEIN_MIN_G} g of protein to hit your daily targets, with protein, carbs, fat, sugar and calories.`,
    cta: "Discover Dinner Meals",
    href: listingPath("dinner"),
  },
};

export const isMealType = (value: string): value is MealType =>
  (MEAL_TYPES as readonly string[]).includes(value);
