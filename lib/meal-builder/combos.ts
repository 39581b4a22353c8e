import { MACRO_FIELDS } from "@/lib/macro-calculator/constants";
import type { MacroTargets } from "@/lib/macro-calculator/targets";
import { parseTarget } from "@/lib/nutrition/typed-amount";
import type { MealCombo } from "@/lib/restaurants/schema";
import type { CustomMealLine } from "./custom-meal";
import { BUILDER_RESTAURANT_PARAM, BUILDER_TARGETS_PARAM } from "./url";

/** How many combinations the meal builder suggests (the SQL function's default). */
export const COMBO_COUNT = 5;
/** A combination has one to three items, each at most this many times (the SQL function's rule). */
export const COMBO_MAX_ITEMS = 3;
export const COMBO_MAX_COPIES = 2;

/** Targets in one URL value, in MACRO_FIELDS order, an empty place for no target: '30,50,20,500,15'. */
export const encodeTargets = (targets: MacroTargets) =>
  MACRO_FIELDS.map((field) => (targets[field] === null ? "" : String(targets[field]))).join(",");

/** Targets read back from the URL; null when the value is missing or malformed. */
export function decodeTargets(value: string | null | undefined): MacroTargets | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length !== MACRO_FIELDS.length) return null;
  const targets = {} as MacroTargets;
  for (const [index, field] of MACRO_FIELDS.entries()) {
    const parsed = parseTarget(parts[index]!);
    if (!parsed.ok) return null;
    targets[field] = parsed.value;
  }
  return targets;
}

/** The meal builder for a restaurant, scrolled to the tools, opening its suggestions for these targets. */
export function builderSuggestionsHref(restaurantId: string, targets: MacroTargets) {
  const params = new URLSearchParams({
    [BUILDER_RESTAURANT_PARAM]: restaurantId,
    [BUILDER_TARGETS_PARAM]: encodeTargets(targets),
  });
  return `/tools/meal-builder?${params.toString()}#tools`;
}

/** A suggested combination as the custom meal's lines. */
export const comboLines = (combo: MealCombo): CustomMealLine[] =>
  combo.items.map(({ meal, quantity }) => ({ meal, quantity }));

/** A combination in words: 'Grilled Chicken (x2) + Side Salad'. */
export const comboName = (combo: MealCombo) =>
  combo.items
    .map(({ meal, quantity }) => (quantity > 1 ? `${meal.name} (x${quantity})` : meal.name))
    .join(" + ");
