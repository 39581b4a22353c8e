import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import type { Budget } from "@/lib/budget/budget";
import { COMBO_COUNT } from "@/lib/meal-builder/combos";
import { budgetComboSchema, mealMatchesSchema } from "./schema";

/** The budget's arguments to the SQL functions (the same for the meals and the combinations). */
const budgetArgs = (budget: Budget) => ({
  calories_max: budget.calories,
  carbs_max: budget.carbs,
  fat_max: budget.fat,
  sugar_max: budget.sugar,
  protein_min: budget.protein,
  sodium_max: budget.sodium,
  fiber_min: budget.fiber,
  net_carbs_max: budget.netCarbs,
});

/** One page of the meals that fit a budget, most protein first, then fewest calories, restaurant, name. */
export const findMealsWithinBudget = (
  budget: Budget,
  options: { location?: string; limit?: number; offset?: number } = {},
) =>
  rpc(
    "find_meals_within_budget",
    {
      ...budgetArgs(budget),
      include_drinks: budget.drinks ?? false,
      location_param: options.location?.trim() || null,
      result_limit: options.limit,
      result_offset: options.offset,
    },
    mealMatchesSchema,
  );

/**
 * Up to `limit` combinations of one to three of a restaurant's meals (each at most twice) whose sums fit the
 * budget, most protein first; null for an unknown restaurant.
 */
export const suggestBudgetCombos = (restaurantId: string, budget: Budget, limit = COMBO_COUNT) =>
  rpc(
    "suggest_budget_combos",
    { restaurant_id_param: restaurantId, ...budgetArgs(budget), result_limit: limit },
    z.array(budgetComboSchema).nullable(),
  );
