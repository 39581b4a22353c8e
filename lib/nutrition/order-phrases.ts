import { macroNumber } from "./macro-value";

type MealMacros = {
  name: string;
  protein?: string | number | null;
  carbs?: string | number | null;
  fat?: string | number | null;
  sugar?: string | number | null;
  calories?: string | number | null;
};

// Above these a customization is worth asking for; the numbers are about a third of a day's typical budget.
const HIGH_CARBS_G = 60;
const HIGH_FAT_G = 25;
const HIGH_SUGAR_G = 15;
const HIGH_CALORIES_KCAL = 700;
const LOW_PROTEIN_G = 25;

const has = (name: string, words: RegExp) => words.test(name);

/** Phrases a diner can say (or paste) when ordering, derived from the meal's name and macros. */
export function orderPhrases(meal: MealMacros): string[] {
  const name = meal.name;
  const phrases: string[] = [];
  if (macroNumber(meal.protein) < LOW_PROTEIN_G) phrases.push(`Could I add extra protein to the ${name}?`);
  if (macroNumber(meal.fat) > HIGH_FAT_G || has(name, /\b(sauce|dressing|aioli|mayo|ranch|cheese)\b/i)) {
    phrases.push("Could I get the sauce and dressing on the side, please?");
  }
  if (has(name, /\b(fried|crispy|tenders?|nuggets?)\b/i)) phrases.push("Is it possible to have it grilled instead of fried?");
  if (macroNumber(meal.carbs) > HIGH_CARBS_G || has(name, /\b(burger|sandwich|wrap|sub|burrito)\b/i)) {
    phrases.push("Could I swap the bread or tortilla for a lettuce wrap or a side salad?");
  }
  if (macroNumber(meal.sugar) > HIGH_SUGAR_G) phrases.push("Could you leave off any sweet glaze or sugary toppings?");
  if (macroNumber(meal.calories) > HIGH_CALORIES_KCAL) phrases.push("Could I get a half portion, or a box for half of it?");
  if (phrases.length === 0) phrases.push(`I'd like the ${name} as it comes, with extra vegetables if possible.`);
  return phrases;
}
