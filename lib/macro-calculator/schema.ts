import { z } from "zod";

const queryNumber = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === "" ? null : Number(value)))
  .refine(
    (value) => value === null || (Number.isFinite(value) && value >= 0),
    "Targets are numbers of 0 or more.",
  );

/** The GET /api/meals/match query: the targets, an optional location and the page offset. */
export const mealMatchQuerySchema = z.object({
  protein: queryNumber,
  carbs: queryNumber,
  fat: queryNumber,
  calories: queryNumber,
  sugar: queryNumber,
  location: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
