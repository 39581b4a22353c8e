import { labelLines, type LabelMeal } from "@/lib/nutrition/nutrition-label";
import type { Meal } from "@/lib/restaurants/schema";

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
  // Styled by the .nlabel rules (app/globals.css): a nutrition page has a label per meal, hundreds of them.
  return (
    <details className={className ? `nlabel ${className}` : "nlabel"}>
      <summary>
        Nutrition label<span className="sr-only">: {meal.name}</span>
      </summary>
      <LabelLines meal={meal} />
    </details>
  );
}

/** The label's lines (inside an element of class nlabel, which styles them). */
export function LabelLines({ meal, id }: { meal: LabelMeal & Pick<Meal, "name">; id?: string }) {
  return (
    <dl id={id} aria-label={`Nutrition label: ${meal.name}`}>
      {labelLines(meal).map((line) => (
        <div key={line.name} className={line.nested ? "n" : undefined}>
          <dt>{line.name}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'These numbers don't add up: …' for a meal whose macros and calories disagree; nothing otherwise. */
export function NutritionNote({
  meal,
  small = false,
  className,
}: {
  meal: Pick<Meal, "nutrition_note">;
  /** Extra-small text, in a card's macros. */
  small?: boolean;
  /** More classes, none of them a text size. */
  className?: string;
}) {
  if (!meal.nutrition_note) return null;
  // Plain class names, not the class merger: this note is on city pages, which ship no tailwind-merge.
  return (
    <p
      role="note"
      className={`rounded-md border border-amber-600/50 bg-amber-50 px-2 py-1 ${small ? "text-xs" : "text-sm"} text-amber-950 dark:bg-amber-950 dark:text-amber-50${className ? ` ${className}` : ""}`}
    >
      {meal.nutrition_note}
    </p>
  );
}
