"use client";

import { Fragment, useEffect, useRef, useState } from "react";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { Button } from "@/components/ui/button";
import {
  accountSavedMealsStore,
  leftInBrowserMessage,
  type AccountAwareStore,
} from "@/lib/saved-meals/account-store";
import { accountHinted } from "@/lib/auth/account-hint";
import { browserSavedMealsStore, type SavedMeal } from "@/lib/saved-meals/saved-meals";
import { handOffTotal } from "@/lib/tracker/hand-off";
import { toast } from "@/lib/toast";

const KIND_LABELS = { meal: "Meal", custom: "Custom meal", combo: "Combination" } as const;

function total(meal: SavedMeal, nutrient: "calories" | "protein" | "carbs" | "fat" | "sugar", unit: string) {
  const value = handOffTotal(meal.items, nutrient);
  return value === null ? "N/A" : `${value} ${unit}`;
}

const failed = (title: string) => (error: unknown) =>
  toast.error(title, { description: (error as Error).message });

/**
 * The saved meals, each with its totals, a link back, its hand-off, remove; and clear all. Signed in, the
 * account's (the browser's merged into it first); else the browser's, shown at once without waiting for the server.
 */
export function SavedMealsList() {
  const [meals, setMeals] = useState<SavedMeal[] | null>(null);
  const [onAccount, setOnAccount] = useState(false);
  // Whether the account has more saved meals than those shown (its list comes a page at a time).
  const [more, setMore] = useState(false);
  const storeRef = useRef<AccountAwareStore | null>(null);
  useEffect(() => {
    // localStorage exists only in the browser, after hydration.
    const storage = window.localStorage;
    if (!accountHinted(storage)) void browserSavedMealsStore(storage).list().then(setMeals);
    const store = accountSavedMealsStore(storage);
    storeRef.current = store;
    store
      .list()
      .then((list) => {
        setMeals(list);
        setOnAccount(store.onAccount === true);
        setMore(store.more);
        if (store.leftInBrowser)
          toast.error("Account full", { description: leftInBrowserMessage(store.leftInBrowser) });
      })
      .catch((error: unknown) => {
        failed("Could not load your saved meals")(error);
        void browserSavedMealsStore(storage).list().then(setMeals);
      });
  }, []);
  const store = () => storeRef.current ?? accountSavedMealsStore(window.localStorage);
  /** A change answers the account's first page (or the browser's list): shown from the top again. */
  const show = (list: SavedMeal[]) => {
    setMeals(list);
    setMore(store().more);
  };
  const showMore = () =>
    void store()
      .nextPage()
      .then((next) => {
        setMeals((shown) => [
          ...(shown ?? []),
          ...next.filter((meal) => !shown?.some((other) => other.key === meal.key)),
        ]);
        setMore(store().more);
      }, failed("Could not load more saved meals"));

  if (meals === null) return <p aria-live="polite">Loading your saved meals...</p>;
  if (meals.length === 0)
    return (
      <p>
        Nothing saved yet. Use &quot;Save&quot; on a meal in the{" "}
        <a className="text-primary underline" href="/tools/macro-calculator">
          macro calculator
        </a>{" "}
        or on your custom meal in the{" "}
        <a className="text-primary underline" href="/tools/meal-builder">
          meal builder
        </a>
        .
      </p>
    );
  return (
    <section aria-label="Saved meals" className="space-y-3">
      {onAccount ? (
        <p className="text-sm text-muted-foreground">
          Kept on your account: you see the same list wherever you sign in.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          void store()
            .clear()
            .then(() => show([]), failed("Clear failed"))
        }
      >
        Clear all saved meals
      </Button>
      <ul className="space-y-3">
        {meals.map((meal) => (
          <li key={meal.key} className="space-y-2 rounded-xl border p-4">
            <p className="text-xs text-muted-foreground">{KIND_LABELS[meal.kind]}</p>
            <h2 className="font-semibold">
              <a href={meal.href} className="underline-offset-4 hover:underline">
                {meal.title}
              </a>
            </h2>
            <p className="text-sm text-muted-foreground">
              {meal.items
                .map((item) => `${item.name}${item.quantity > 1 ? ` x${item.quantity}` : ""}`)
                .join(", ")}
              {meal.items[0]?.restaurant ? ` · ${meal.items[0].restaurant}` : ""}
            </p>
            <p className="text-sm">
              {/* Each value with its name and unit on one line: a narrow screen breaks between them. */}
              {[
                `Total: ${total(meal, "calories", "kcal")}`,
                `Protein ${total(meal, "protein", "g")}`,
                `Carbs ${total(meal, "carbs", "g")}`,
                `Fat ${total(meal, "fat", "g")}`,
                `Sugar ${total(meal, "sugar", "g")}`,
              ].map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? " · " : null}
                  <span className="whitespace-nowrap">{part}</span>
                </Fragment>
              ))}
            </p>
            <div className="flex flex-wrap gap-2">
              <TrackerActions
                kind={meal.kind}
                title={meal.title}
                items={meal.items.map((item, index) => ({ ...item, id: `${meal.key}#${index}` }))}
                href={meal.href}
                saveable={false}
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => void store().remove(meal.key).then(show, failed("Remove failed"))}
              >
                Remove<span className="sr-only"> {meal.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {more ? (
        <Button type="button" variant="outline" onClick={showMore}>
          Show more saved meals
        </Button>
      ) : null}
    </section>
  );
}
