import type { MealType } from "@/lib/restaurants/schema";

const BREAKFAST =
  /\b(breakfast|egg|eggs|omelet|omelette|pancakes?|waffles?|french toast|hash ?browns?|mcmuffin|mcgriddles?|croissan'?wich|biscuit|bagel|grits|oatmeal|scrambl\w*|benedict|frittata|skillet|sunrise|morning)\b/i;
const NOT_A_MEAL = /\b(sauce|dressing|syrup|creamer|jelly|butter|ketchup|mustard|mayo)\b/i;

/**
 * Which meals of the day an item fits, from its name: breakfast items by their words, everything else lunch and
 * dinner. Used when a menu is imported without meal types.
 */
export function inferMealTypes(name: string): MealType[] {
  if (NOT_A_MEAL.test(name)) return [];
  return BREAKFAST.test(name) ? ["breakfast"] : ["lunch", "dinner"];
}
