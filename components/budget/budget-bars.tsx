"use client";

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
 * Each line is a few elements under one short class (.bbars in app/globals.css) and whole strings, since a page of
 * results has a card per meal and up to eight lines per card; drawn in the client, so the page's React payload
 * carries each card's budget and values rather than the lines' markup a second time.
 */
export function BudgetBars({ budget, values }: { budget: Budget; values: BudgetValues }) {
  const uses = budgetUse(budget, values);
  if (uses.length === 0) return null;
  return (
    <ul className="bbars" aria-label="Your budget after it">
      {uses.map((use) => {
        const floor = isBudgetFloor(use.field);
        const value = use.value === null ? UNKNOWN_MACRO : amount(use.value, use.unit);
        const after = floor
          ? use.left === 0
            ? "need met"
            : `${amount(use.left, use.unit)} still needed`
          : `${amount(use.left, use.unit)} left`;
        return (
          <li key={use.field} className={floor ? "floor" : undefined}>
            <span>
              <b>{NAMES[use.field]}</b>
              {` ${value} of ${amount(use.limit, use.unit)}`}
              <span className="sr-only">{` (${BUDGET_LABELS[use.field].toLowerCase()})`}</span>
            </span>
            <span>{after}</span>
            <span aria-hidden style={{ "--w": `${Math.round(use.share * 100)}%` } as React.CSSProperties} />
          </li>
        );
      })}
    </ul>
  );
}
