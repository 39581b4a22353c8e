"use client";

import Form from "next/form";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { AmountInput } from "@/components/macro-calculator/amount-input";
import { LocationFilter } from "@/components/macro-calculator/location-filter";
import { Button } from "@/components/ui/button";
import {
  BUDGET_FIELD_SETTINGS,
  BUDGET_FIELDS,
  BUDGET_LABELS,
  BUDGET_MODE,
  isBudgetFloor,
  type BudgetField,
  type BudgetFormInput,
} from "@/lib/budget/budget";
import { PATHS } from "@/lib/pages/paths";

const FORM_ID = "budget-form";

/**
 * "What fits what I have left?": what is left of the day and the protein still needed. A GET form to the results
 * page, which answers it on the server (so it works without JavaScript, and the budget is in the address to share
 * or bookmark); with JavaScript, next/form goes there without a full reload. Either way the page opens at the
 * results (#results), which on a phone are below the form.
 */
export function BudgetForm({
  input,
  location: initialLocation,
  errors,
}: {
  input: BudgetFormInput;
  location: string;
  errors: Partial<Record<BudgetField, string>>;
}) {
  const [location, setLocation] = useState(initialLocation);
  return (
    <div className="space-y-4">
      <h2 className="flex items-center gap-2 text-2xl font-semibold">
        <Wallet aria-hidden className="size-6 text-primary" /> What fits what I have left?
      </h2>
      <LocationFilter value={location} onChange={setLocation} formId={FORM_ID} />
      <Form
        id={FORM_ID}
        // On a phone the answer is below the form: the page opens on it.
        action={`${PATHS.calculatorResults}#results`}
        aria-labelledby="budget-title"
        className="space-y-4 rounded-lg border p-4"
      >
        <input type="hidden" name="mode" value={BUDGET_MODE} />
        <h3 id="budget-title" className="font-semibold">
          What you have left today
        </h3>
        <p className="text-sm text-muted-foreground">
          Calories, carbs, fat, sugar, sodium and net carbs are what you can still eat; protein and fiber are
          what you still need. Leave a field empty to ignore it. A meal whose menu does not give a value never
          fits a limit on it (without its fiber, its net carbs are unknown).
        </p>
        {BUDGET_FIELDS.map((field) => {
          const { unit, limit } = BUDGET_FIELD_SETTINGS[field];
          const id = `budget-${field}`;
          const error = errors[field];
          return (
            <div key={field} className="space-y-1">
              <label htmlFor={id} className="text-sm font-medium">
                {BUDGET_LABELS[field]} ({unit}, {isBudgetFloor(field) ? "at least" : "at most"})
              </label>
              <AmountInput id={id} name={field} max={limit} defaultValue={input[field]} error={error} />
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button type="submit" className="w-full">
          Find What Fits
        </Button>
      </Form>
    </div>
  );
}
