import {
  BUDGET_LABELS,
  budgetUse,
  isBudgetFloor,
  type Budget,
  type BudgetField,
  type BudgetValues,
} from "@/lib/budget/budget";
import { UNKNOWN_MACRO } from "@/lib/nutrition/macro-value";

const NAMES: Record<BudgetField, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  sugar: "Sugar",
  sodium: "Sodium",
  fiber: "Fiber",
  netCarbs: "Net carbs",
};

const amount = (value: number, unit: string) =>
  `${unit === "kcal" || unit === "mg" ? Math.round(value) : Math.round(value * 10) / 10} ${unit}`;

/**
 * A bar per budget field: how much of it the meal (or combination) uses and what is left after it; for protein,
 * and fiber, how much of what is still needed it brings. The words carry it all; the bar is drawn for the eye.
 */
export function BudgetBars({ budget, values }: { budget: Budget; values: BudgetValues }) {
  const uses = budgetUse(budget, values);
  if (uses.length === 0) return null;
  return (
    <ul className="space-y-1.5 text-xs" aria-label="Your budget after it">
      {uses.map((use) => {
        const floor = isBudgetFloor(use.field);
        const value = use.value === null ? UNKNOWN_MACRO : amount(use.value, use.unit);
        const after = floor
          ? use.left === 0
            ? "need met"
            : `${amount(use.left, use.unit)} still needed`
          : `${amount(use.left, use.unit)} left`;
        return (
          <li key={use.field}>
            <div className="flex justify-between gap-2">
              <span>
                <span className="font-medium">{NAMES[use.field]}</span> {value} of{" "}
                {amount(use.limit, use.unit)}
                <span className="sr-only"> ({BUDGET_LABELS[use.field].toLowerCase()})</span>
              </span>
              <span className="text-muted-foreground tabular-nums">{after}</span>
            </div>
            <div aria-hidden className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-muted">
              <div
                className={floor ? "h-full rounded-full bg-primary" : "h-full rounded-full bg-amber-600"}
                style={{ width: `${Math.round(use.share * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
