"use client";

import { TrackerActions } from "@/components/tracker/tracker-actions";
import { handOffItem } from "@/lib/tracker/hand-off";
import { Minus, Plus, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  customMealTotals,
  formatTotals,
  labelTotals,
  missingMacroCounts,
  missingNote,
  type CustomMealLine,
} from "@/lib/meal-builder/custom-meal";
import { itemCount } from "@/lib/meal-builder/item-count";
import { MacroSplitChart } from "./macro-split-chart";

type Props = {
  /** The card's id, which the phone's custom meal bar links to. */
  id: string;
  lines: CustomMealLine[];
  onIncrement: (mealId: string) => void;
  onDecrement: (mealId: string) => void;
  onRemove: (mealId: string) => void;
  onReset: () => void;
  /** The restaurant of the meal's items, for the tracker hand-off. */
  restaurantName?: string | null;
  /** The custom meal's own address (restaurant and items), for a saved copy's link. */
  href?: string;
};

export function CustomMealCard({
  id,
  lines,
  onIncrement,
  onDecrement,
  onRemove,
  onReset,
  restaurantName = null,
  href = "/tools/meal-builder",
}: Props) {
  const totals = customMealTotals(lines);
  const shown = formatTotals(totals);
  const missing = missingMacroCounts(lines);
  const label = labelTotals(lines);
  const rows = [
    ["Protein", `${shown.protein} g`, missingNote(missing.protein)],
    ["Carbs", `${shown.carbs} g`, missingNote(missing.carbs)],
    ["Fat", `${shown.fat} g`, missingNote(missing.fat)],
    ["Sugar", `${shown.sugar} g`, missingNote(missing.sugar)],
    ["Calories", `${shown.calories} kcal`, missingNote(missing.calories)],
    ["Sodium", `${Math.round(label.sodium)} mg`, missingNote(label.missingSodium)],
    ["Fiber", `${label.fiber.toFixed(1)} g`, missingNote(label.missingFiber)],
  ];
  return (
    <Card
      id={id}
      role="region"
      className="h-fit scroll-mt-20 lg:sticky lg:top-20"
      aria-labelledby="custom-meal-title"
    >
      <CardHeader>
        <CardTitle>
          <h3 id="custom-meal-title" className="text-lg">
            Your Custom Meal
          </h3>
        </CardTitle>
        <CardDescription aria-live="polite">{itemCount(lines)}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={onReset} disabled={lines.length === 0}>
            <RotateCcw aria-hidden /> Reset
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        {lines.length === 0 ? (
          <p className="text-muted-foreground">Add items from the menu to build your meal!</p>
        ) : (
          <ul aria-label="Items in your meal" className="max-h-[250px] divide-y overflow-y-auto pr-1">
            {lines.map(({ meal, quantity }) => (
              <li key={meal.id} className="flex items-center gap-1 py-2">
                <span className="min-w-0 flex-1 text-sm">
                  {meal.name} <span className="text-muted-foreground">(x{quantity})</span>
                </span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`One less ${meal.name}`}
                  onClick={() => onDecrement(meal.id)}
                >
                  <Minus />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`One more ${meal.name}`}
                  onClick={() => onIncrement(meal.id)}
                >
                  <Plus />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${meal.name}`}
                  onClick={() => onRemove(meal.id)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="total-macros" className="space-y-2 rounded-lg bg-muted/60 p-3">
          <h4 id="total-macros" className="font-semibold">
            Total Macros
          </h4>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value, note]) => (
              <div key={label} className="flex flex-wrap justify-between gap-x-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">
                  {value}
                  {note ? (
                    <span className="block text-xs font-normal text-muted-foreground">{note}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <MacroSplitChart totals={totals} />
        {lines.length > 0 ? (
          <TrackerActions
            kind="custom"
            title={`Custom meal${restaurantName ? ` at ${restaurantName}` : ""}`}
            items={lines.map(({ meal, quantity }) => handOffItem(meal, restaurantName, quantity))}
            href={href}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
