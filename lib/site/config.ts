export const SITE_NAME = "MacroMenu";
export const SITE_TAGLINE = "Macro-friendly restaurant meals near you";
export const SITE_DESCRIPTION =
  "Find healthy, high-protein restaurant meals by city or ZIP code, with protein, carbs, fat, sugar and calories for every meal.";
export const HERO_HEADING = "Healthy Restaurants Near You - Find Macro-Friendly Meals";
export const HERO_SUBTITLE = "Restaurant Nutrition Information & High Protein Meal Finder";
/** The cities linked from the home page and the footer (docs/product.md#home-sections). */
export const TOP_CITY_IDS = ["new-york", "los-angeles", "chicago"] as const;
