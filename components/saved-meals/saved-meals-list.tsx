"use client";

import { Fragment, useEffect, useState } from "react";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { Button } from "@/components/ui/button";
import { browserSavedMealsStore, type SavedMeal } from "@/lib/saved-meals/saved-meals";
import { handOffTotal } from "@/lib/tracker/hand-off";

const KIND_LABELS = { meal: "Meal", custom: "Custom meal", combo: "Combination" } as const;

function total(meal: SavedMeal, nutrient: "calories" | "protein" | "carbs" | "fat" | "sugar", unit: string) {
  const value = handOffTotal(meal.items, nutrient);
  return value === null ? "N/A" : `${value} ${unit}`;
}

/** The browser's saved meals: each with its totals, a link back, its hand-off, remove; and clear all. */
export function SavedMealsList() {
  const [meals, setMeals] = useState<SavedMeal[] | null>(null);
  useEffect(() => {
    // localStorage exists only in the browser, after hydration.
    void browserSavedMealsStore(window.localStorage).list().then(setMeals);
  }, []);
  const store = () => browserSavedMealsStore(window.localStorage);

  if (meals === null) return <p aria-live="polite">Loading your saved meals...</p>;
  if (meals.length === 0)
    return (
      <p>
        Nothing saved yet. Use &quot;Save&quot; on a meal in the{" "}
        <a className="text-primary underline" href="/tools/macro-calculator">
          macro calculator
        </a>{" "}
        or on your custom meal in the{" "}
        <a className="text-primary underline" href="/tools/meal-builder">
          meal builder
        </a>
        .
      </p>
    );
  return (
    <section aria-label="Saved meals" className="space-y-3">
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          void store()
            .clear()
            .then(() => setMeals([]))
        }
      >
        Clear all saved meals
      </Button>
      <ul className="space-y-3">
        {meals.map((meal) => (
          <li key={meal.key} className="space-y-2 rounded-xl border p-4">
            <p className="text-xs text-muted-foreground">{KIND_LABELS[meal.kind]}</p>
            <h2 className="font-semibold">
              <a href={meal.href} className="underline-offset-4 hover:underline">
                {meal.title}
              </a>
            </h2>
            <p className="text-sm text-muted-foreground">
              {meal.items
                .map((item) => `${item.name}${item.quantity > 1 ? ` x${item.quantity}` : ""}`)
                .join(", ")}
              {meal.items[0]?.restaurant ? ` · ${meal.items[0].restaurant}` : ""}
            </p>
            <p className="text-sm">
              {/* Each value with its name and unit on one line: a narrow screen breaks between them. */}
              {[
                `Total: ${total(meal, "calories", "kcal")}`,
                `Protein ${total(meal, "protein", "g")}`,
                `Carbs ${total(meal, "carbs", "g")}`,
                `Fat ${total(meal, "fat", "g")}`,
                `Sugar ${total(meal, "sugar", "g")}`,
              ].map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? " · " : null}
                  <span className="whitespace-nowrap">{part}</span>
                </Fragment>
              ))}
            </p>
            <div className="flex flex-wrap gap-2">
              <TrackerActions
                kind={meal.kind}
                title={meal.title}
                items={meal.items.map((item, index) => ({ ...item, id: `${meal.key}#${index}` }))}
                href={meal.href}
                saveable={false}
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => void store().remove(meal.key).then(setMeals)}
              >
                Remove<span className="sr-only"> {meal.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
