// Writes a menu item's values as macro text, as menus and imports write them.
import type { Rng } from "./prng";
import type { MenuItem } from "./types";

export interface MacroText {
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
}

/** About a quarter of meals carry units ("32g", a few "32 g"); a few calories read "540 kcal". Missing stays null. */
export function formatMacros(rng: Rng, item: MenuItem): MacroText {
  const style = rng();
  const gramSuffix = style < 0.22 ? "g" : style < 0.255 ? " g" : "";
  const kcalSuffix = rng() < 0.07 ? " kcal" : "";
  const grams = (value: string | null) => (value === null ? null : value + gramSuffix);
  return {
    protein: grams(item.protein),
    carbs: grams(item.carbs),
    fat: grams(item.fat),
    sugar: grams(item.sugar),
    calories: item.calories === null ? null : item.calories + kcalSuffix,
  };
}
