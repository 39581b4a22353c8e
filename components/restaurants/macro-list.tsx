import { NutritionNote } from "@/components/nutrition/nutrition-label";
import { orderBuilderHref } from "@/lib/meal-builder/url";
import { formatMacro, hasMacro } from "@/lib/nutrition/macro-value";
import type { Meal } from "@/lib/restaurants/schema";

const MACROS = [
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "sugar", label: "Sugar", unit: "g" },
  { key: "calories", label: "Calories", unit: "kcal" },
] as const;

/** The non-empty macros of a meal, as the menu gives them; a stored order opens in the meal builder as its parts. */
export function MacroList({
  meal,
}: {
  meal: Pick<Meal, "protein" | "carbs" | "fat" | "sugar" | "calories"> &
    Partial<Pick<Meal, "nutrition_note" | "restaurant_id" | "parts">>;
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
      {meal.parts && meal.restaurant_id ? (
        <p className="text-sm">
          <a className="text-primary underline" href={orderBuilderHref(meal.restaurant_id, meal.parts)}>
            Open this order in the meal builder
          </a>
        </p>
      ) : null}
    </>
  );
}
