"use client";

import { Calculator } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { getJson, toastApiError } from "@/lib/http/client";
import { MACRO_FIELDS } from "@/lib/macro-calculator/constants";
import {
  defaultMacroTargetsInput,
  macroTargetsResolver,
  matchCountText,
  mealMatchQueryString,
  type MacroTargetsFormInput,
  type MacroTargetsValues,
} from "@/lib/macro-calculator/targets";
import type { MealMatches } from "@/lib/restaurants/schema";
import { LocationFilter } from "./location-filter";
import { MacroTargetField } from "./macro-target-field";
import { MealResults } from "./meal-results";

type Search = { targets: MacroTargetsValues; location: string };

export function MacroCalculator() {
  const [location, setLocation] = useState("");
  const [search, setSearch] = useState<Search | null>(null);
  const [results, setResults] = useState<MealMatches | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const form = useForm<MacroTargetsFormInput, unknown, MacroTargetsValues>({
    resolver: macroTargetsResolver,
    defaultValues: defaultMacroTargetsInput,
  });

  async function findMeals(targets: MacroTargetsValues) {
    const where = location.trim();
    const suffix = where ? ` in ${where}` : "";
    try {
      const found = await getJson<MealMatches>(`/api/meals/match?${mealMatchQueryString(targets, where)}`);
      setSearch({ targets, location: where });
      setResults(found);
      if (found.total === 0) {
        toast("No matches found", { description: `Try adjusting your targets or location${suffix}.` });
      } else {
        toast.success("Meals Found!", {
          description: `Found ${matchCountText(found)} meals matching your criteria${suffix}.`,
        });
      }
    } catch (error) {
      toastApiError(error, "Error fetching all meals");
    }
  }

  async function showMore() {
    if (!search || !results) return;
    setLoadingMore(true);
    try {
      const query = mealMatchQueryString(search.targets, search.location, results.meals.length);
      const next = await getJson<MealMatches>(`/api/meals/match?${query}`);
      setResults({ ...next, meals: [...results.meals, ...next.meals] });
    } catch (error) {
      toastApiError(error, "Error fetching all meals");
    } finally {
      setLoadingMore(false);
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        <h2 className="flex items-center gap-2 text-2xl font-semibold">
          <Calculator aria-hidden className="size-6 text-primary" /> Find Meals by Macro
        </h2>
        <LocationFilter value={location} onChange={setLocation} />
        <form
          onSubmit={form.handleSubmit(findMeals)}
          noValidate
          aria-labelledby="targets-title"
          className="space-y-5 rounded-lg border p-4"
        >
          <h3 id="targets-title" className="font-semibold">
            Set Your Macro Targets
          </h3>
          <p className="text-sm text-muted-foreground">Empty a field to ignore it. Sugar is a maximum.</p>
          {MACRO_FIELDS.map((field) => (
            <MacroTargetField key={field} field={field} control={form.control} />
          ))}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Calculating..." : "Find Matching Meals"}
          </Button>
        </form>
      </div>
      <div>
        {results ? <MealResults results={results} loadingMore={loadingMore} onShowMore={showMore} /> : null}
      </div>
    </div>
  );
}
