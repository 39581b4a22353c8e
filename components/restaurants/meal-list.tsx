"use client";

import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";
import { useEffect, useRef } from "react";
import { MacroList } from "@/components/restaurants/macro-list";
import { MealTabs } from "@/components/restaurants/meal-tabs";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { MealDensity } from "@/components/nutrition/meal-density";
import { NutritionLabel } from "@/components/nutrition/nutrition-label";
import { SortToggle } from "@/components/nutrition/sort-toggle";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortByProteinDensity } from "@/lib/nutrition/protein-density";
import type { Meal } from "@/lib/restaurants/schema";
import { hrefWithQuery } from "@/lib/site/url-state";
import { handOffItem } from "@/lib/tracker/hand-off";
import { cn } from "@/lib/utils";

/**
 * 'Available Meals': each meal's macros, protein per 100 kcal and tabs; the highlighted one is marked and scrolled
 * into view. By name, or most protein per calorie first when `sort` says so (`onSortChange` offers the choice).
 * Each meal has the tracker hand-off and Save, linking back to the dialog open on it (the address as it is, the
 * restaurant's parameter kept, with the meal's). Rendered in the browser only (the dialog's code loads when it
 * opens), so the current address is read here.
 */
/** The page the dialog is open on (a saved meal links back to it from /my-meals). */
const pagePath = () => (typeof window === "undefined" ? "" : window.location.pathname);

export function MealList({
  meals,
  restaurant,
  highlightedMealId,
  sort = "default",
  onSortChange,
}: {
  meals: Meal[];
  /** The menu's restaurant, for the hand-off's lines. */
  restaurant: { name: string };
  highlightedMealId?: string | null;
  sort?: MealSort;
  onSortChange?: (sort: MealSort) => void;
}) {
  const highlighted = useRef<HTMLLIElement>(null);
  const shown = sort === PROTEIN_PER_CALORIE ? sortByProteinDensity(meals) : meals;

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: "center" });
  }, [highlightedMealId]);

  return (
    <section aria-labelledby="available-meals" className="space-y-3">
      <h3 id="available-meals" className="text-lg font-semibold">
        Available Meals
      </h3>
      {onSortChange && meals.length > 1 ? (
        <SortToggle sort={sort} label="Name" onChange={onSortChange} />
      ) : null}
      {meals.length === 0 ? (
        <p className="text-muted-foreground">No specific meals listed yet.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((meal) => {
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
                <MealDensity meal={meal} />
                <NutritionLabel meal={meal} />
                <MealTabs meal={meal} />
                <ReportWrongNumberLink mealId={meal.id} mealName={meal.name} />
                <TrackerActions
                  kind="meal"
                  title={meal.name}
                  items={[handOffItem(meal, restaurant.name)]}
                  href={`${pagePath()}${hrefWithQuery({ meal: meal.id })}`}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
