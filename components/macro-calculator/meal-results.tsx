"use client";

import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { matchCountText, type MacroTargets } from "@/lib/macro-calculator/targets";
import { SortToggle } from "@/components/nutrition/sort-toggle";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import type { MealMatches } from "@/lib/restaurants/schema";
import { MealResultCard } from "./meal-result-card";

type Props = {
  results: MealMatches;
  loadingMore: boolean;
  onShowMore: () => void;
  /** The results' order and its switch (the same matches either way). */
  sort: MealSort;
  onSortChange: (sort: MealSort) => void;
  /** The search's targets, for each result's 'Build a full meal here'. */
  targets: MacroTargets;
  /** The page's own query, when the server rendered the results. */
  pageQuery?: string;
};

export function MealResults({
  results,
  loadingMore,
  onShowMore,
  sort,
  onSortChange,
  targets,
  pageQuery,
}: Props) {
  if (results.meals.length === 0) {
    return (
      <section aria-labelledby="results-title" className="rounded-xl border border-dashed p-8 text-center">
        <SearchX aria-hidden className="mx-auto mb-2 size-8 text-muted-foreground" />
        <h3 id="results-title" className="text-lg font-semibold">
          No Meals Found Matching Your Criteria
        </h3>
        <p className="text-muted-foreground">
          Try adjusting your targets: widen a range, raise the sugar limit, empty a field you do not mind
          about, or clear the location.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="results-title" className="space-y-3">
      <div>
        <h3 id="results-title" className="text-xl font-semibold">
          Suggested Meals
        </h3>
        <p className="text-sm text-muted-foreground">
          Showing {results.meals.length} of {matchCountText(results)}.{" "}
          {sort === PROTEIN_PER_CALORIE ? "Most protein per calorie first" : "Closest first"}: each meal is
          within {Math.round(MATCH_TOLERANCE * 100)}% of every target you set
          {sort === PROTEIN_PER_CALORIE
            ? ", the most grams of protein per 100 kcal first."
            : ", ranked by how far off it is from your targets in total."}
        </p>
      </div>
      <SortToggle sort={sort} label="Closest" onChange={onSortChange} />
      <ul
        aria-label="Suggested meals"
        className="grid max-h-[400px] gap-3 overflow-y-auto pr-1 sm:grid-cols-2"
      >
        {results.meals.map((meal) => (
          <MealResultCard key={meal.id} meal={meal} targets={targets} pageQuery={pageQuery} />
        ))}
      </ul>
      {results.meals.length < results.total ? (
        <Button variant="outline" onClick={onShowMore} disabled={loadingMore} className="w-full">
          {loadingMore ? "Loading..." : "Show more meals"}
        </Button>
      ) : null}
    </section>
  );
}
