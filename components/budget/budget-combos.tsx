import { TrackerActions } from "@/components/tracker/tracker-actions";
import { type Budget, type BudgetValues } from "@/lib/budget/budget";
import { COMBO_MAX_COPIES, COMBO_MAX_ITEMS } from "@/lib/meal-builder/combos";
import { MENU_MACROS, type MenuMacro } from "@/lib/nutrition/macro-value";
import type { BudgetCombo } from "@/lib/restaurants/schema";
import { handOffItem, handOffTotal, type HandOffItem } from "@/lib/tracker/hand-off";
import { BudgetBars } from "./budget-bars";

const comboTitle = (combo: BudgetCombo) =>
  combo.items
    .map(({ meal, quantity }) => (quantity > 1 ? `${meal.name} (x${quantity})` : meal.name))
    .join(" + ");

/** "Fill my budget here": the restaurant's best combinations for the budget, most protein first. */
export function BudgetCombos({
  budget,
  restaurantName,
  combos,
  href,
}: {
  budget: Budget;
  restaurantName: string;
  combos: BudgetCombo[] | null;
  /** This section's own address. */
  href: string;
}) {
  return (
    <section id="fill" aria-labelledby="fill-title" className="scroll-mt-16 space-y-3 rounded-xl border p-4">
      <h3 id="fill-title" className="text-lg font-semibold">
        Fill my budget at {restaurantName}
      </h3>
      <p className="text-sm text-muted-foreground">
        The best {COMBO_MAX_ITEMS === 3 ? "one to three" : `up to ${COMBO_MAX_ITEMS}`} items (each at most{" "}
        {COMBO_MAX_COPIES === 2 ? "twice" : `${COMBO_MAX_COPIES} times`}) that fit together: the most protein
        first, then the fewest calories, then fewer items.
      </p>
      {combos === null ? (
        <p role="alert">Could not load this restaurant&apos;s combinations. Please try again later.</p>
      ) : combos.length === 0 ? (
        <p>Nothing on this menu fits what you have left, alone or together.</p>
      ) : (
        <ol className="space-y-3">
          {combos.map((combo) => {
            const title = comboTitle(combo);
            const items = combo.items.map(({ meal, quantity }) =>
              handOffItem(meal, restaurantName, quantity),
            );
            return (
              <li key={title} className="space-y-2 rounded-lg bg-muted/40 p-3">
                <p className="font-medium">{title}</p>
                <p className="text-xs text-muted-foreground">
                  Total: {written(items, "calories", "kcal")} · Protein {written(items, "protein", "g")} ·
                  Carbs {written(items, "carbs", "g")} · Fat {written(items, "fat", "g")} · Sugar{" "}
                  {written(items, "sugar", "g")}
                  {budget.sodium !== null ? ` · Sodium ${labelWritten(combo, "sodium_mg", "mg")}` : null}
                  {budget.fiber !== null ? ` · Fiber ${labelWritten(combo, "fiber_g", "g")}` : null}
                  {budget.netCarbs !== null
                    ? ` · Net carbs ${labelWritten(combo, "net_carbs_g", "g")}`
                    : null}
                </p>
                <BudgetBars budget={budget} values={valuesOf(combo, items)} />
                <TrackerActions kind="combo" title={title} items={items} href={href} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** A total as the tracker hand-off writes it: N/A when an item's value is unknown, never a 0 in its place. */
function written(items: HandOffItem[], nutrient: MenuMacro, unit: string) {
  const total = handOffTotal(items, nutrient);
  return total === null ? "N/A" : `${total} ${unit}`;
}

type LabelKey = "sodium_mg" | "fiber_g" | "net_carbs_g";

/** A label value summed over the combination's items (each as often as it is in it); null when one's is unknown. */
function labelTotal(combo: BudgetCombo, key: LabelKey) {
  let total = 0;
  for (const { meal, quantity } of combo.items) {
    const value = meal[key];
    if (value === null || value === undefined) return null;
    total += value * quantity;
  }
  return Math.round(total * 10) / 10;
}

function labelWritten(combo: BudgetCombo, key: LabelKey, unit: string) {
  const total = labelTotal(combo, key);
  return total === null ? "N/A" : `${total} ${unit}`;
}

const valuesOf = (combo: BudgetCombo, items: HandOffItem[]): BudgetValues => ({
  ...(Object.fromEntries(MENU_MACROS.map((n) => [n, handOffTotal(items, n)])) as Record<
    MenuMacro,
    number | null
  >),
  sodium: labelTotal(combo, "sodium_mg"),
  fiber: labelTotal(combo, "fiber_g"),
  netCarbs: labelTotal(combo, "net_carbs_g"),
});
