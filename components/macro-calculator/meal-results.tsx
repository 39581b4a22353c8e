"use client";

import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { matchCountText } from "@/lib/macro-calculator/targets";
import type { MealMatches } from "@/lib/restaurants/schema";
import { MealResultCard } from "./meal-result-card";

type Props = { results: MealMatches; loadingMore: boolean; onShowMore: () => void };

export function MealResults({ results, loadingMore, onShowMore }: Props) {
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
          Showing {results.meals.length} of {matchCountText(results)}. Closest first: each meal is within{" "}
          {Math.round(MATCH_TOLERANCE * 100)}% of every target you set, ranked by how far off it is from your
          targets in total.
        </p>
      </div>
      <ul
        aria-label="Suggested meals"
        className="grid max-h-[400px] gap-3 overflow-y-auto pr-1 sm:grid-cols-2"
      >
        {results.meals.map((meal) => (
          <MealResultCard key={meal.id} meal={meal} />
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
