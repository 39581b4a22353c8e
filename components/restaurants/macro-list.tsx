import { NutritionNote } from "@/components/nutrition/nutrition-label";
import { formatMacro, hasMacro } from "@/lib/nutrition/macro-value";
import type { Meal } from "@/lib/restaurants/schema";

const MACROS = [
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "sugar", label: "Sugar", unit: "g" },
  { key: "calories", label: "Calories", unit: "kcal" },
] as const;

/** The non-empty macros of a meal, as the menu gives them. */
export function MacroList({
  meal,
}: {
  meal: Pick<Meal, "protein" | "carbs" | "fat" | "sugar" | "calories"> &
    Partial<Pick<Meal, "nutrition_note">>;
}) {
  const shown = MACROS.filter(({ key }) => hasMacro(meal[key]));
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm sm:grid-cols-5">
        {shown.map(({ key, label, unit }) => (
          <div key={key} className="rounded-md bg-muted px-2 py-1">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{formatMacro(meal[key], unit)}</dd>
          </div>
        ))}
      </dl>
      <NutritionNote meal={meal} />
    </>
  );
}
