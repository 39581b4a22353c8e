"use client";

import { useEffect, useRef } from "react";
import { MacroList } from "@/components/restaurants/macro-list";
import { MealTabs } from "@/components/restaurants/meal-tabs";
import type { Meal } from "@/lib/restaurants/schema";
import { cn } from "@/lib/utils";

/** 'Available Meals': each meal's macros and tabs; the highlighted one is marked and scrolled into view. */
export function MealList({ meals, highlightedMealId }: { meals: Meal[]; highlightedMealId?: string | null }) {
  const highlighted = useRef<HTMLLIElement>(null);

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: "center" });
  }, [highlightedMealId]);

  return (
    <section aria-labelledby="available-meals" className="space-y-3">
      <h3 id="available-meals" className="text-lg font-semibold">
        Available Meals
      </h3>
      {meals.length === 0 ? (
        <p className="text-muted-foreground">No specific meals listed yet.</p>
      ) : (
        <ul className="space-y-3">
          {meals.map((meal) => {
            const isHighlighted = meal.id === highlightedMealId;
            return (
              <li
                key={meal.id}
                ref={isHighlighted ? highlighted : undefined}
                aria-current={isHighlighted ? "true" : undefined}
                className={cn(
                  "space-y-3 rounded-lg border p-3",
                  isHighlighted && "border-primary ring-2 ring-primary/40",
                )}
              >
                <div>
                  <h4 className="font-medium">{meal.name}</h4>
                  {meal.description ? (
                    <p className="text-sm text-muted-foreground">{meal.description}</p>
                  ) : null}
                </div>
                <MacroList meal={meal} />
                <MealTabs meal={meal} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
