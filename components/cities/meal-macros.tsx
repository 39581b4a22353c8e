import { NutritionNote } from "@/components/nutrition/nutrition-label";
import { knownMacro, UNKNOWN_MACRO } from "@/lib/nutrition/macro-value";
import type { Meal, MealMacroText } from "@/lib/restaurants/schema";

export type MacroFields = MealMacroText &
  Pick<Meal, "protein_g" | "carbs_g" | "fat_g" | "sugar_g" | "calories_kcal">;

const FIELDS = [
  ["protein", "protein_g", "Protein", " g"],
  ["carbs", "carbs_g", "Carbs", " g"],
  ["fat", "fat_g", "Fat", " g"],
  ["sugar", "sugar_g", "Sugar", " g"],
  ["calories", "calories_kcal", "Calories", " kcal"],
] as const;

/** A meal's macros as a compact list; a value the restaurant does not publish reads 'N/A', never 0. */
export function MealMacros({ meal }: { meal: MacroFields & Partial<Pick<Meal, "nutrition_note">> }) {
  return (
    <>
      <dl className="mmacros">
        {FIELDS.map(([text, number, label, unit]) => (
          <div key={text}>
            <dt>{label}</dt>
            <dd>{knownMacro(meal[text]) === null ? UNKNOWN_MACRO : `${meal[number]}${unit}`}</dd>
          </div>
        ))}
      </dl>
      <NutritionNote meal={meal} small />
    </>
  );
}
