import { hasMacro } from "@/lib/nutrition/macro-value";
import type { Meal } from "@/lib/restaurants/schema";

const MACROS = [
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "sugar", label: "Sugar", unit: "g" },
  { key: "calories", label: "Calories", unit: "" },
] as const;

/** Adds the unit to a bare number ('25' -> '25g'); text that already has one is shown as written. */
function withUnit(value: string, unit: string) {
  return unit && /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}${unit}` : value;
}

/** The non-empty macros of a meal, as the menu gives them. */
export function MacroList({
  meal,
}: {
  meal: Pick<Meal, "protein" | "carbs" | "fat" | "sugar" | "calories">;
}) {
  const shown = MACROS.filter(({ key }) => hasMacro(meal[key]));
  return (
    <dl className="grid grid-cols-3 gap-2 text-center text-sm sm:grid-cols-5">
      {shown.map(({ key, label, unit }) => (
        <div key={key} className="rounded-md bg-muted px-2 py-1">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold">{withUnit(String(meal[key]), unit)}</dd>
        </div>
      ))}
    </dl>
  );
}
