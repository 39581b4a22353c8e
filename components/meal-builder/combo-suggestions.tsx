"use client";

import { useId, useState } from "react";
import { AmountInput } from "@/components/macro-calculator/amount-input";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { useApi } from "@/hooks/use-api";
import { toastApiError } from "@/lib/http/client";
import {
  MACRO_FIELD_SETTINGS,
  MACRO_FIELDS,
  MATCH_TOLERANCE,
  type MacroField,
} from "@/lib/macro-calculator/constants";
import {
  defaultMacroTargetsInput,
  targetLimitMessage,
  TARGET_MESSAGE,
  targetsQuery,
  type MacroTargetsFormInput,
  type MacroTargets,
} from "@/lib/macro-calculator/targets";
import { parseTarget } from "@/lib/nutrition/typed-amount";
import {
  builderSuggestionsHref,
  COMBO_MAX_COPIES,
  COMBO_MAX_ITEMS,
  comboName,
} from "@/lib/meal-builder/combos";
import type { MealCombo } from "@/lib/restaurants/schema";
import { API_PATHS } from "@/lib/pages/api-paths";
import { handOffItem } from "@/lib/tracker/hand-off";
import { OrderControls, orderChoicesQuery, type OrderChoices, type PickedItem } from "./order-controls";

type Props = {
  restaurantId: string;
  restaurantName: string;
  /** Targets to start from (the calculator's, from the URL); the calculator's defaults otherwise. */
  initialTargets: MacroTargets | null;
  onChoose: (combo: MealCombo) => void;
};

const asInput = (targets: MacroTargets): MacroTargetsFormInput =>
  Object.fromEntries(
    MACRO_FIELDS.map((field) => [field, targets[field] === null ? "" : String(targets[field])]),
  ) as MacroTargetsFormInput;

const DEFAULT_TARGETS = Object.fromEntries(
  MACRO_FIELDS.map((field) => [field, MACRO_FIELD_SETTINGS[field].default]),
) as MacroTargets;

const fmt = (value: number) => (Math.round(value * 10) / 10).toString();

/** The targets of a suggestions query (targetsQuery's), for the link back to them. */
const queryTargets = (query: string): MacroTargets => {
  const params = new URLSearchParams(query);
  return Object.fromEntries(
    MACRO_FIELDS.map((field) => [field, params.has(field) ? Number(params.get(field)) : null]),
  ) as MacroTargets;
};

/**
 * 'Suggest a meal for my targets': the best combinations of one to three of the restaurant's items (each at most
 * twice) within the calculator's tolerance of each target, closest first, each with its totals and a button that
 * loads it into the custom meal. Searches as soon as it opens, and again for changed targets.
 */
export function ComboSuggestions({ restaurantId, restaurantName, initialTargets, onChoose }: Props) {
  const titleId = useId();
  const [input, setInput] = useState<MacroTargetsFormInput>(() =>
    initialTargets ? asInput(initialTargets) : defaultMacroTargetsInput,
  );
  const [errors, setErrors] = useState<Partial<Record<MacroField, string>>>({});
  // It searches as it opens, for the targets it opens with.
  const [query, setQuery] = useState(() => targetsQuery(initialTargets ?? DEFAULT_TARGETS).toString());
  // What the builds are best at, and the items kept in each or left out of all.
  const [choices, setChoices] = useState<OrderChoices>({ goal: "closest", lock: [], ban: [] });
  const pick = (kind: "lock" | "ban", item: PickedItem) =>
    setChoices({
      ...choices,
      lock: choices.lock.filter((other) => other.id !== item.id),
      ban: choices.ban.filter((other) => other.id !== item.id),
      [kind]: [...choices[kind].filter((other) => other.id !== item.id), item],
    });
  const search = new URLSearchParams({
    ...Object.fromEntries(new URLSearchParams(query)),
    ...orderChoicesQuery(choices),
  }).toString();

  function submit() {
    const targets = {} as MacroTargets;
    const found: Partial<Record<MacroField, string>> = {};
    for (const field of MACRO_FIELDS) {
      const parsed = parseTarget(input[field], MACRO_FIELD_SETTINGS[field].limit);
      if (parsed.ok) targets[field] = parsed.value;
      else found[field] = parsed.tooLarge ? targetLimitMessage(field) : TARGET_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) setQuery(targetsQuery(targets).toString());
  }

  const answer = useApi(API_PATHS.restaurantCombos(restaurantId, search), {
    onError: (error) => toastApiError(error, "Error fetching meals"),
  });
  // A failed search shows no combination, as an empty answer does.
  const combos: MealCombo[] | null = answer.data?.combos ?? (answer.error ? [] : null);
  const builds: MealCombo[] = answer.data?.builds ?? [];
  const tolerance = Math.round(MATCH_TOLERANCE * 100);
  // The suggested meals and the suggested builds are listed alike: this restaurant's, for these targets.
  const listed = { restaurantId, restaurantName, query, onChoose };
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border p-4">
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg font-semibold">
          Meals for your targets at {restaurantName}
        </h3>
        <p className="text-sm text-muted-foreground">
          One to {COMBO_MAX_ITEMS} items, each at most {COMBO_MAX_COPIES} times, within {tolerance}% of every
          target you set and under the sugar limit, closest first. Empty a field to ignore it.
        </p>
      </div>
      <form
        noValidate
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {MACRO_FIELDS.map((field) => {
          const settings = MACRO_FIELD_SETTINGS[field];
          const id = `${titleId}-${field}`;
          return (
            <Field key={field} className="gap-1">
              <FieldLabel htmlFor={id} className="text-xs">
                {settings.label} ({settings.unit}){field === "sugar" ? ", max" : ""}
              </FieldLabel>
              <AmountInput
                id={id}
                step={settings.step}
                placeholder="Any"
                value={input[field]}
                error={errors[field]}
                onChange={(event) => setInput({ ...input, [field]: event.target.value })}
              />
              <FieldError id={`${id}-error`} className="text-xs font-normal">
                {errors[field]}
              </FieldError>
            </Field>
          );
        })}
        <Button type="submit" size="sm" className="col-span-2 sm:col-span-5">
          Update suggestions
        </Button>
      </form>
      {combos === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Finding combinations...
        </p>
      ) : (
        <>
          {builds.length > 0 || choices.goal !== "closest" || choices.lock.length + choices.ban.length > 0 ? (
            <div className="space-y-2">
              <h4 className="font-semibold">Build your own</h4>
              <p className="text-sm text-muted-foreground">
                Orders the counter takes (a bowl, a burrito, a sub, a plate…), each item at its published
                portion: the totals are the sum of those rows.
              </p>
              <OrderControls choices={choices} onChange={setChoices} />
              {builds.length === 0 ? (
                <p role="status" className="text-sm text-muted-foreground">
                  No build fits these choices. Keep fewer items, allow some again, or pick another goal.
                </p>
              ) : (
                <ComboList
                  label={`Suggested builds at ${restaurantName}`}
                  combos={builds}
                  onPick={pick}
                  {...listed}
                />
              )}
            </div>
          ) : null}
          {combos.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              No combination of up to {COMBO_MAX_ITEMS} items here fits these targets. Try wider targets, a
              higher sugar limit, or another restaurant.
            </p>
          ) : (
            <ComboList label={`Suggested meals at ${restaurantName}`} combos={combos} {...listed} />
          )}
        </>
      )}
    </section>
  );
}

/** Suggested combinations or builds, each with its totals, 'Use this meal' and the tracker hand-off. */
function ComboList({
  label,
  combos,
  restaurantId,
  restaurantName,
  query,
  onChoose,
  onPick,
}: {
  label: string;
  combos: MealCombo[];
  restaurantId: string;
  restaurantName: string;
  query: string;
  onChoose: (combo: MealCombo) => void;
  /** A build's items may be kept in every build or left out of all. */
  onPick?: (kind: "lock" | "ban", item: PickedItem) => void;
}) {
  return (
    <ol aria-label={label} className="space-y-3">
      {combos.map((combo) => {
        const name = comboName(combo);
        const { totals } = combo;
        return (
          <li key={name} className="flex flex-wrap items-center gap-3 rounded-md bg-muted/60 p-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">
                Protein {fmt(totals.protein)} g · Carbs {fmt(totals.carbs)} g · Fat {fmt(totals.fat)} g ·
                Sugar {fmt(totals.sugar)} g · {Math.round(totals.calories)} kcal ·{" "}
                {Math.round(combo.distance * 100)}% off your targets in total
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Use this meal: ${name}`}
              onClick={() => onChoose(combo)}
            >
              Use this meal
            </Button>
            {onPick ? (
              <ul aria-label={`Items of ${name}`} className="basis-full divide-y text-sm">
                {combo.items.map(({ meal }) => (
                  <li key={meal.id} className="flex items-center gap-1 py-1">
                    <span className="min-w-0 flex-1">{meal.name}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Keep in every build: ${meal.name}`}
                      onClick={() => onPick("lock", { id: meal.id, name: meal.name })}
                    >
                      Keep
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Leave out of every build: ${meal.name}`}
                      onClick={() => onPick("ban", { id: meal.id, name: meal.name })}
                    >
                      Leave out
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="basis-full">
              <TrackerActions
                kind="combo"
                title={name}
                items={combo.items.map(({ meal, quantity }) => handOffItem(meal, restaurantName, quantity))}
                href={builderSuggestionsHref(restaurantId, queryTargets(query))}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
