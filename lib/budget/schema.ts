import { z } from "zod";
import { labelLimitsShape, mealMatchQuerySchema, queryNumber } from "@/lib/macro-calculator/schema";
import { BUDGET_MODE } from "./budget";

const mode = z.literal(BUDGET_MODE, {
  error: `The mode is ${BUDGET_MODE} (what fits what you have left), or none for macro targets.`,
});

/**
 * A budget from a query string: what is left of calories, carbs, fat and sugar (caps) and the protein still
 * needed (a floor), each a number of 0 or more, or empty for no constraint; the same limits as the targets';
 * sodium (a cap, mg), fiber (a floor, g) and net carbs (a cap, g) as the match's.
 */
const budgetSchema = z.object({
  mode,
  calories: queryNumber("calories"),
  carbs: queryNumber("carbs"),
  fat: queryNumber("fat"),
  sugar: queryNumber("sugar"),
  protein: queryNumber("protein"),
  ...labelLimitsShape,
});

/** GET /api/meals/match?mode=left&calories=&carbs=&fat=&sugar=&protein=&sodium=&fiber=&netCarbs=&location=&offset= */
export const mealBudgetQuerySchema = budgetSchema.extend({
  location: mealMatchQuerySchema.shape.location,
  offset: mealMatchQuerySchema.shape.offset,
});

/** GET /api/restaurants/{id}/combos?mode=left&calories=&carbs=&fat=&sugar=&protein=&sodium=&fiber=&netCarbs= */
export const comboBudgetQuerySchema = budgetSchema;
