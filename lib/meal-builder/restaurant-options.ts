import type { RestaurantOption } from "@/lib/restaurants/schema";

const WHOLE_FOODS = "whole foods";

/**
 * The meal builder's restaurant list (docs/product.md#meal-builder), de-duplicated by lower-cased trimmed name
 * (the first of each name is kept), with every name containing 'whole foods' collapsed into one entry.
 */
export function dedupeRestaurantOptions(options: RestaurantOption[]): RestaurantOption[] {
  const seen = new Set<string>();
  const result: RestaurantOption[] = [];
  for (const option of options) {
    const name = option.name.trim().toLowerCase();
    const key = name.includes(WHOLE_FOODS) ? WHOLE_FOODS : name;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(option);
  }
  return result;
}
