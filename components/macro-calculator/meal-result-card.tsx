"use client";

import { TrackerActions } from "@/components/tracker/tracker-actions";
import { MealFrom } from "./meal-from";
import { handOffItem } from "@/lib/tracker/hand-off";
import { MealDensity } from "@/components/nutrition/meal-density";
import type { MacroTargets } from "@/lib/macro-calculator/targets";
import { builderSuggestionsHref } from "@/lib/meal-builder/combos";
import { formatMacro } from "@/lib/nutrition/macro-value";
import { NutritionNote } from "@/components/nutrition/nutrition-label";
import type { MealMatches } from "@/lib/restaurants/schema";
import { PATHS } from "@/lib/pages/paths";
import { hrefWithQuery, withQuery, writeQuery } from "@/lib/site/url-state";

type MatchedMeal = MealMatches["meals"][number];

/**
 * The restaurant dialog (mounted on the page) opens from ?restaurant=&meal=, kept with the page's own query: at the
 * place the card names (its location's id, which the dialog takes), else the menu's restaurant.
 */
const dialogQuery = (meal: MatchedMeal) => ({
  restaurant: meal.restaurant?.location_id ?? meal.restaurant_id,
  meal: meal.id,
});

/**
 * A suggested meal's card. Its look is two component classes (.mcard, .mfacts in app/globals.css): a results page
 * carries a page of cards in its HTML.
 */
export function MealResultCard({
  meal,
  targets,
  pageQuery,
}: {
  meal: MatchedMeal;
  targets: MacroTargets;
  /** The page's own query when the server rendered it (the results page): the same href on both sides. */
  pageQuery?: string;
}) {
  const href =
    pageQuery === undefined ? hrefWithQuery(dialogQuery(meal)) : withQuery(pageQuery, dialogQuery(meal));
  const facts = [
    ["Protein", formatMacro(meal.protein, "g")],
    ["Carbs", formatMacro(meal.carbs, "g")],
    ["Fat", formatMacro(meal.fat, "g")],
    ["Sugar", formatMacro(meal.sugar, "g")],
    ["Calories", formatMacro(meal.calories, "kcal")],
  ];
  return (
    <li className="flex flex-col gap-1">
      <a
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          // No reload: the dialog follows the URL, and Back closes it.
          writeQuery(dialogQuery(meal), { history: "push" });
        }}
        className="mcard"
      >
        <h4 className="font-semibold">{meal.name}</h4>
        <MealFrom meal={meal} />
        {meal.description ? <p className="line-clamp-2 text-sm">{meal.description}</p> : null}
        <dl className="mfacts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <NutritionNote meal={meal} small />
        <MealDensity meal={meal} />
      </a>
      <a
        href={builderSuggestionsHref(meal.restaurant_id, targets)}
        className="px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Build a full meal here
        <span className="sr-only"> at {meal.restaurant?.name ?? "this restaurant"}</span>
      </a>
      <TrackerActions
        kind="meal"
        title={meal.name}
        items={[handOffItem(meal, meal.restaurant?.name ?? null)]}
        href={`${PATHS.calculatorResults}${withQuery("", dialogQuery(meal))}`}
      />
    </li>
  );
}
