import { SearchX } from "lucide-react";
import { MealFrom } from "@/components/macro-calculator/meal-from";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { mealBudgetValues, type Budget } from "@/lib/budget/budget";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { matchCountText } from "@/lib/macro-calculator/targets";
import { formatMacro } from "@/lib/nutrition/macro-value";
import type { MealMatches } from "@/lib/restaurants/schema";
import { PATHS } from "@/lib/pages/paths";
import { withQuery } from "@/lib/site/url-state";
import { handOffItem } from "@/lib/tracker/hand-off";
import { BudgetBars } from "./budget-bars";

type Props = {
  budget: Budget;
  results: MealMatches;
  offset: number;
  /** The page's own query (mode=left and the budget), for the links that keep it. */
  pageQuery: string;
};

/** The meals that fit the budget, most protein first, each with its bars and "Fill my budget here". */
export function BudgetResults({ budget, results, offset, pageQuery }: Props) {
  const page = (to: number) =>
    `${withQuery(pageQuery, { offset: to > 0 ? String(to) : null, fill: null })}#results`;
  if (results.meals.length === 0) {
    return (
      <section
        id="results"
        aria-labelledby="results-title"
        className="scroll-mt-16 rounded-xl border border-dashed p-8 text-center"
      >
        <SearchX aria-hidden className="mx-auto mb-2 size-8 text-muted-foreground" />
        <h3 id="results-title" className="text-lg font-semibold">
          Nothing Fits What You Have Left
        </h3>
        <p className="text-muted-foreground">
          Try a little more room: raise a limit, lower the protein you still need, empty a field you do not
          mind about, or clear the location.
        </p>
      </section>
    );
  }
  return (
    <section id="results" aria-labelledby="results-title" className="scroll-mt-16 space-y-3">
      <div>
        <h3 id="results-title" className="text-xl font-semibold">
          Meals That Fit
        </h3>
        <p className="text-sm text-muted-foreground">
          {matchCountText(results)} meals fit; showing {offset + 1} to {offset + results.meals.length}. Most
          protein first, then the fewest calories.
        </p>
      </div>
      <ul aria-label="Meals that fit" className="grid gap-3 sm:grid-cols-2">
        {results.meals.map((meal) => {
          const restaurant = meal.restaurant?.name ?? null;
          const fill = `${withQuery(pageQuery, { fill: meal.restaurant_id, offset: offset > 0 ? String(offset) : null })}#fill`;
          return (
            <li key={meal.id} className="bcard">
              <h4 className="font-semibold">{meal.name}</h4>
              <MealFrom meal={meal} />
              <p className="text-xs text-muted-foreground">
                {`${formatMacro(meal.calories, "kcal")} · Protein ${formatMacro(meal.protein, "g")} · Carbs ${formatMacro(meal.carbs, "g")} · Fat ${formatMacro(meal.fat, "g")} · Sugar ${formatMacro(meal.sugar, "g")}`}
              </p>
              <BudgetBars budget={budget} values={mealBudgetValues(meal)} />
              <a href={fill} className="bfill">
                Fill my budget here<span className="sr-only"> at {restaurant ?? "this restaurant"}</span>
              </a>
              <TrackerActions
                kind="meal"
                title={meal.name}
                items={[handOffItem(meal, restaurant)]}
                href={`${PATHS.calculatorResults}${withQuery(pageQuery, {})}`}
              />
            </li>
          );
        })}
      </ul>
      <nav aria-label="More meals that fit" className="flex justify-between gap-2">
        {offset > 0 ? (
          <a className="btn btn-outline btn-sm" href={page(Math.max(offset - RESULTS_PAGE_SIZE, 0))}>
            Previous meals
          </a>
        ) : (
          <span />
        )}
        {offset + results.meals.length < results.total ? (
          <a className="btn btn-outline btn-sm" href={page(offset + RESULTS_PAGE_SIZE)}>
            More meals that fit
          </a>
        ) : null}
      </nav>
    </section>
  );
}
