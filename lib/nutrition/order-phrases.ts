import { macroNumber } from "./macro-value";
import { HIGH_PROTEIN_MIN_G, PORTION_TWO_SERVINGS_MIN_KCAL } from "./thresholds";

// When a customization is worth asking for. These are this site's advice, not menu rules.
/** Fat at or above which sauces and dressings on the side save the most. */
const SAUCE_ON_SIDE_MIN_FAT_G = 20;
/** Fat at or above which leaving off the cheese is worth it. */
const NO_CHEESE_MIN_FAT_G = 15;
/** Carbs at or above which swapping the starchy side is suggested. */
const SWAP_SIDE_MIN_CARBS_G = 60;
/** Sugar at or above which skipping sweet toppings is suggested. */
const SKIP_SWEET_MIN_SUGAR_G = 15;

export type OrderPhraseMeal = {
  name: string;
  description?: string | null;
  category?: string | null;
  protein?: string | number | null;
  carbs?: string | number | null;
  fat?: string | number | null;
  sugar?: string | number | null;
  calories?: string | number | null;
};

// "burger" and "cheese" also match inside words such as "Cheeseburger".
const BREAD =
  /burger|\b(sandwich|wrap|sub|bun|roll|biscuit|bagel|croissant|melt|panini|hoagie|toast|muffin)s?\b/i;
const STARCHY_SIDE = /\b(fries|chips|hash ?browns?|potato(es)?|tots)\b/i;
const CHEESE = /chees|\b(queso|cheddar|mozzarella|parmesan|swiss|american)\b/i;
const FRIED = /\b(fried|crispy|breaded|battered|tenders?|nuggets?|strips?)\b/i;

/**
 * Polite phrases a diner can say when ordering, chosen from what the meal is and its macros. Always at least
 * one; each appears once, in a stable order.
 */
export function orderPhrases(meal: OrderPhraseMeal): string[] {
  const text = [meal.name, meal.description, meal.category].filter(Boolean).join(" ");
  const protein = macroNumber(meal.protein);
  const carbs = macroNumber(meal.carbs);
  const fat = macroNumber(meal.fat);
  const sugar = macroNumber(meal.sugar);
  const calories = macroNumber(meal.calories);
  const phrases: string[] = [];

  if (fat >= SAUCE_ON_SIDE_MIN_FAT_G) phrases.push("Could I get the sauce and dressing on the side, please?");
  if (BREAD.test(text)) phrases.push("Could I get it lettuce-wrapped or as a bowl instead of on bread?");
  if (STARCHY_SIDE.test(text) || carbs >= SWAP_SIDE_MIN_CARBS_G) {
    phrases.push("Could I swap the fries or starchy side for steamed vegetables or a side salad?");
  }
  if (CHEESE.test(text) && fat >= NO_CHEESE_MIN_FAT_G)
    phrases.push("Could you leave off the cheese, please?");
  if (FRIED.test(text)) phrases.push("Could I get the protein grilled instead of fried or breaded?");
  if (protein > 0 && protein <= HIGH_PROTEIN_MIN_G) {
    phrases.push("Could I add an extra portion of grilled chicken or egg whites for more protein?");
  }
  if (sugar >= SKIP_SWEET_MIN_SUGAR_G)
    phrases.push("Could you skip the sweet sauce, glaze or syrup, or put it on the side?");
  if (calories >= PORTION_TWO_SERVINGS_MIN_KCAL)
    phrases.push("Could you box up half of this before serving it?");
  phrases.push("Could you go light on the oil and butter when cooking it, please?");
  return phrases;
}
