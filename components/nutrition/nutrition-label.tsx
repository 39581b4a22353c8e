import { labelLines, type LabelMeal } from "@/lib/nutrition/nutrition-label";
import type { Meal } from "@/lib/restaurants/schema";
import { cn } from "@/lib/utils";

/**
 * A meal's whole label behind a 'Nutrition label' disclosure: in the page's HTML, opened without script. Values as
 * MenuStat publishes them (g, mg); 'Not published' for what the source does not give.
 */
export function NutritionLabel({
  meal,
  className,
}: {
  meal: LabelMeal & Pick<Meal, "name">;
  className?: string;
}) {
  return (
    <details className={cn("group text-sm", className)}>
      <summary className="cursor-pointer font-medium text-primary underline underline-offset-2">
        Nutrition label<span className="sr-only">: {meal.name}</span>
      </summary>
      <dl
        aria-label={`Nutrition label: ${meal.name}`}
        className="mt-2 max-w-xs divide-y rounded-md border border-foreground/40 px-3 py-1"
      >
        {labelLines(meal).map((line) => (
          <div key={line.name} className={cn("flex justify-between gap-4 py-0.5", line.nested && "pl-4")}>
            <dt className={line.nested ? undefined : "font-semibold"}>{line.name}</dt>
            <dd className="tabular-nums">{line.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** 'These numbers don't add up: …' for a meal whose macros and calories disagree; nothing otherwise. */
export function NutritionNote({
  meal,
  className,
}: {
  meal: Pick<Meal, "nutrition_note">;
  className?: string;
}) {
  if (!meal.nutrition_note) return null;
  return (
    <p
      role="note"
      className={cn(
        "rounded-md border border-amber-600/50 bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50",
        className,
      )}
    >
      {meal.nutrition_note}
    </p>
  );
}
