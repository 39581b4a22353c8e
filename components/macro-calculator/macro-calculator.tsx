"use client";

import { Calculator } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import dynamic from "next/dynamic";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useLoad } from "@/hooks/use-load";
import { MACRO_FIELDS } from "@/lib/macro-calculator/constants";
import {
  checkTargets,
  defaultMacroTargetsInput,
  matchCountText,
  mealMatchQueryString,
  type MacroTargetsFormInput,
  type MacroTargets,
  type TargetErrors,
} from "@/lib/macro-calculator/targets";
import {
  checkLabelLimits,
  EMPTY_LABEL_LIMITS_INPUT,
  type LabelLimitField,
  type LabelLimits,
  type LabelLimitsInput,
} from "@/lib/nutrition/label-limits";
import { parseMealSort, sortChange, SORT_PARAM, type MealSort } from "@/lib/nutrition/meal-sort";
import { PATHS } from "@/lib/pages/paths";
import { API_PATHS } from "@/lib/pages/api-paths";
import { readQueryParam, writeQuery } from "@/lib/site/url-state";
import type { MealMatches } from "@/lib/restaurants/schema";
import { LabelLimitFields } from "./label-limit-fields";
import { firstInvalid } from "@/components/requests/use-submission-form";
import { LocationFilter } from "./location-filter";
import { MacroTargetField } from "./macro-target-field";
// The results show after the first search: their code loads with it (asked for when the form is first used), or
// with the page when the server already answered a search.
const loadResults = () => import("./meal-results").then((module) => module.MealResults);
const MealResults = dynamic(loadResults);

const FORM_ID = "macro-targets";
const MATCHES_FAILED = "Error fetching all meals";

type Search = { targets: MacroTargets; limits: LabelLimits; location: string; sort: MealSort };

/**
 * A search the server answered (the form posted before JavaScript ran): what was typed, and the results, their
 * errors, or null when the matches could not be read.
 */
export type InitialCalculation = {
  /** The results page's own query, as the address bar has it. */
  pageQuery: string;
  input: MacroTargetsFormInput;
  /** The optional label limits (sodium, fiber, net carbs) as typed. */
  limitsInput: LabelLimitsInput;
  location: string;
  sort: MealSort;
  answer:
    | { kind: "results"; targets: MacroTargets; limits: LabelLimits; results: MealMatches }
    | {
        kind: "invalid";
        errors: TargetErrors;
        limitErrors: Partial<Record<LabelLimitField, string>>;
      }
    | { kind: "failed" };
};

/**
 * The macro calculator. Its form is a plain GET form to the results page first, which answers it on the server
 * before (and without) JavaScript; once hydrated it searches in place.
 */
export function MacroCalculator({ initial }: { initial?: InitialCalculation }) {
  const answered = initial?.answer.kind === "results" ? initial.answer : null;
  const invalid = initial?.answer.kind === "invalid" ? initial.answer : null;
  const [location, setLocation] = useState(initial?.location ?? "");
  // How the location box says it: a located position is its place ("Chicago, IL") while its ZIP code is searched.
  const [shownLocation, setShownLocation] = useState(initial?.location ?? "");
  const [search, setSearch] = useState<Search | null>(
    answered && initial
      ? { targets: answered.targets, limits: answered.limits, location: initial.location, sort: initial.sort }
      : null,
  );
  // The optional label limits sit outside the targets' form state: plain inputs of the same GET form.
  const [limitsInput, setLimitsInput] = useState<LabelLimitsInput>(
    initial?.limitsInput ?? EMPTY_LABEL_LIMITS_INPUT,
  );
  const [limitErrors, setLimitErrors] = useState<Partial<Record<LabelLimitField, string>>>(
    invalid?.limitErrors ?? {},
  );
  const [results, setResults] = useState<MealMatches | null>(answered?.results ?? null);
  const [failed, setFailed] = useState(initial?.answer.kind === "failed");
  // The matches of a search (or of its new order): a later one drops the answer of the one before.
  const { load: loadMatches } = useLoad();
  const { load: loadMore, loading: loadingMore } = useLoad();
  // The results' order, kept in the URL (?sort=protein-per-calorie) so a shared link keeps it.
  const [sort, setSort] = useState<MealSort>(initial?.sort ?? "default");
  useEffect(() => {
    // Reading the URL is only possible after hydration, so this state is set here on purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSort(parseMealSort(readQueryParam(SORT_PARAM)));
  }, []);
  // The targets as typed and their errors, checked as the server checks them (checkTargets) when the form is
  // sent, and each field again as it changes once the form has been sent.
  const [input, setInput] = useState<MacroTargetsFormInput>(initial?.input ?? defaultMacroTargetsInput);
  const [errors, setErrors] = useState<TargetErrors>(invalid?.errors ?? {});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  function changeTarget(field: keyof MacroTargetsFormInput, value: string) {
    const next = { ...input, [field]: value };
    setInput(next);
    const checked = checkTargets(next);
    if (submitted) setErrors({ ...errors, [field]: checked.ok ? undefined : checked.errors[field] });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const limits = checkLabelLimits(limitsInput);
    setLimitErrors(limits.ok ? {} : limits.errors);
    const checked = checkTargets(input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return firstInvalid(checked.errors, event.currentTarget)?.element?.focus();
    if (!limits.ok) return;
    // findMeals says its own failures (useLoad), so it always ends.
    setBusy(true);
    await findMeals(checked.targets, limits.limits);
    setBusy(false);
  }

  async function findMeals(targets: MacroTargets, limits: LabelLimits) {
    const order = sort;
    const where = location.trim();
    const suffix = where ? ` in ${shownLocation.trim()}` : "";
    const found = await loadMatches(
      API_PATHS.mealMatches(mealMatchQueryString(targets, where, 0, order, limits)),
      MATCHES_FAILED,
    );
    if (!found) return;
    setSearch({ targets, limits, location: where, sort: order });
    setResults(found);
    setFailed(false);
    if (found.total === 0) {
      toast("No matches found", { description: `Try adjusting your targets or location${suffix}.` });
    } else {
      toast.success("Meals Found!", {
        description: `Found ${matchCountText(found)} meals matching your criteria${suffix}.`,
      });
    }
  }

  async function showMore() {
    if (!search || !results) return;
    const query = mealMatchQueryString(
      search.targets,
      search.location,
      results.meals.length,
      search.sort,
      search.limits,
    );
    const next = await loadMore(API_PATHS.mealMatches(query), MATCHES_FAILED);
    if (next) setResults({ ...next, meals: [...results.meals, ...next.meals] });
  }

  async function changeSort(next: MealSort) {
    setSort(next);
    writeQuery(sortChange(next));
    if (!search) return;
    // The same search in the other order, from its first page.
    const found = await loadMatches(
      API_PATHS.mealMatches(mealMatchQueryString(search.targets, search.location, 0, next, search.limits)),
      MATCHES_FAILED,
    );
    if (found) {
      setSearch({ ...search, sort: next });
      setResults(found);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        <h2 className="flex items-center gap-2 text-2xl font-semibold">
          <Calculator aria-hidden className="size-6 text-primary" /> Find Meals by Macro
        </h2>
        <LocationFilter
          value={location}
          onChange={(value, shown) => {
            setLocation(value);
            setShownLocation(shown);
          }}
          formId={FORM_ID}
        />
        <form
          id={FORM_ID}
          method="get"
          action={PATHS.calculatorResults}
          onFocus={() => void loadResults()}
          onPointerEnter={() => void loadResults()}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby="targets-title"
          className="space-y-5 rounded-lg border p-4"
        >
          <h3 id="targets-title" className="font-semibold">
            Set Your Macro Targets
          </h3>
          <p className="text-sm text-muted-foreground">Empty a field to ignore it. Sugar is a maximum.</p>
          {MACRO_FIELDS.map((field) => (
            <MacroTargetField
              key={field}
              field={field}
              value={input[field]}
              error={errors[field]}
              onChange={(value) => changeTarget(field, value)}
            />
          ))}
          <LabelLimitFields
            values={limitsInput}
            errors={limitErrors}
            onChange={(field, value) => setLimitsInput((current) => ({ ...current, [field]: value }))}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Calculating..." : "Find Matching Meals"}
          </Button>
        </form>
      </div>
      <div>
        {failed ? (
          <Alert variant="destructive">
            <AlertTitle>Error fetching all meals</AlertTitle>
            <AlertDescription>Please try again later.</AlertDescription>
          </Alert>
        ) : null}
        {results && search ? (
          <MealResults
            results={results}
            loadingMore={loadingMore}
            onShowMore={showMore}
            sort={search.sort}
            onSortChange={changeSort}
            targets={search.targets}
            pageQuery={initial?.pageQuery}
          />
        ) : null}
      </div>
    </div>
  );
}
