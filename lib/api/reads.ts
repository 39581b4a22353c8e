import "server-only";
import type { z } from "zod";
import { budgetOf } from "@/lib/budget/budget";
import { getNearestZipCode } from "@/lib/cities/queries";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { suggestBuilds } from "@/lib/orders/queries";
import { findMealsWithinBudget } from "@/lib/restaurants/budget-queries";
import {
  findMealsByMacros,
  listMealsByIds,
  listChains,
  listRestaurantMeals,
  searchRestaurants,
} from "@/lib/restaurants/queries";
import type { MealCombo } from "@/lib/restaurants/schema";
import { withLicence } from "./licence";
import type { budgetQuerySchema, matchQuerySchema, ordersQuerySchema, placesQuerySchema } from "./schemas";

// The public API's reads: each calls the one query the site's own pages and routes call (lib/restaurants,
// lib/orders, lib/budget) and adds the licence of each row's source. The v1 routes and the MCP tools answer these.

/** Every chain (a restaurant whose one menu all its locations share), by name. */
export { listChains };

/** A chain's whole menu, every role, each item with its source, date and licence; null for an unknown chain. */
export async function getChainMenu(chainId: string) {
  const chain = (await listChains()).find((found) => found.id === chainId.toLowerCase());
  if (!chain) return null;
  const items = await listRestaurantMeals(chain.id);
  if (!items) return null;
  return { chain, items: items.map(withLicence) };
}

/** One menu item with its whole label, source, date and licence; null for an unknown id. */
export async function getMealLabel(mealId: string) {
  const [meal] = await listMealsByIds([mealId]);
  return meal ? { meal: withLicence(meal) } : null;
}

/** The restaurants with places near a ZIP code, a point (its nearest ZIP code) or in a city, nearest first. */
export async function findPlaces(query: z.output<typeof placesQuerySchema>) {
  let term = query.zip ?? query.city;
  if (term === undefined && query.lat !== undefined && query.lon !== undefined)
    term = (await getNearestZipCode(query.lat, query.lon)) ?? undefined;
  if (term === undefined) return { label: null, more: false, places: [] };
  const found = await searchRestaurants(term, query.page);
  return {
    label: found.label,
    more: found.more,
    places: found.restaurants.map((restaurant) => ({
      restaurant_id: restaurant.id,
      name: restaurant.name,
      is_chain: restaurant.is_chain,
      location_count: restaurant.location_count ?? null,
      distance_miles: restaurant.distance_miles ?? null,
      locations: (restaurant.locations ?? []).map(withLicence),
    })),
  };
}

/** One page of meals matching the targets, the calculator's rules (find_meals_by_macros). */
export async function matchMeals(query: z.output<typeof matchQuerySchema>) {
  const { location, offset, sort, sodium, fiber, netCarbs, drinks, ...targets } = query;
  const found = await findMealsByMacros(targets, {
    location,
    offset,
    limit: RESULTS_PAGE_SIZE,
    sort,
    sodium,
    fiber,
    netCarbs,
    drinks,
  });
  return { ...found, meals: found.meals.map(withLicence) };
}

/** One page of meals that fit what is left of a day (find_meals_within_budget), most protein first. */
export async function mealsWithinBudget(query: z.output<typeof budgetQuerySchema>) {
  const { location, offset } = query;
  const found = await findMealsWithinBudget(budgetOf(query), { location, offset, limit: RESULTS_PAGE_SIZE });
  return { ...found, meals: found.meals.map(withLicence) };
}

const licensedCombo = (combo: MealCombo) => ({
  ...combo,
  items: combo.items.map((item) => ({ ...item, meal: withLicence(item.meal) })),
});

/**
 * A chain's best combinations of listed meals and best build-your-own orders for the targets, as the meal builder
 * suggests them (lib/orders' suggestBuilds); null for an unknown chain.
 */
export async function bestOrders(chainId: string, query: z.output<typeof ordersQuerySchema>) {
  const found = await suggestBuilds(chainId, query);
  if (!found) return null;
  return { combos: found.combos.map(licensedCombo), orders: found.orders.map(licensedCombo) };
}
