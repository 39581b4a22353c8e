import type { Meal } from "@/lib/restaurants/schema";

const FIELDS = [
  ["protein", "Protein", "g"],
  ["carbs", "Carbs", "g"],
  ["fat", "Fat", "g"],
  ["sugar", "Sugar", "g"],
  ["calories", "Calories", "kcal"],
] as const;

const NUMBER = { protein: "protein_g", carbs: "carbs_g", fat: "fat_g", sugar: "sugar_g", calories: "calories_kcal" } as const;

/** A meal's published macros as a compact list; values the restaurant does not publish are left out. */
export function MealMacros({ meal }: { meal: Meal }) {
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {FIELDS.filter(([key]) => meal[key] !== null && meal[key]?.trim() !== "").map(([key, label, unit]) => (
        <div key={key} className="flex gap-1">
          <dt>{label}</dt>
          <dd className="font-medium text-foreground">
            {meal[NUMBER[key]]}
            {unit === "g" ? " g" : " kcal"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
