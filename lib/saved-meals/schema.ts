import { z } from "zod";
import { savedMealKey } from "./saved-meals";

// A saved meal as the account keeps it: the same rules as public.saved_meal_checked
// (supabase/migrations/20261126002000_saved_meals_account.sql), checked here first so a bad one is answered
// without a database call, and so the browser's list can be merged without the ones the account would refuse.

const value = z.union([z.string().max(300), z.number(), z.null()]);
const text = z.string().max(300).nullable();

const itemSchema = z.object({
  id: z.string().regex(/^[0-9A-Za-z-]{1,64}$/),
  name: z.string().min(1).max(300),
  restaurant: text,
  quantity: z.number().int().min(1).max(99),
  calories: value,
  protein: value,
  carbs: value,
  fat: value,
  sugar: value,
  source: text.optional(),
  as_of: text.optional(),
});

const storedSavedMealSchema = z.object({
  key: z.string().max(4000),
  kind: z.enum(["meal", "custom", "combo"]),
  title: z.string().min(1).max(1000),
  // A path on this site: one slash, no backslash after it, no control characters.
  href: z
    .string()
    .max(2000)
    .regex(/^\/([^/\\]|$)/)
    .refine((href) => !/\p{Cc}/u.test(href)),
  items: z.array(itemSchema).min(1).max(50),
  savedAt: z.iso.datetime({ offset: true }),
});

/** A saved meal the account takes: its key is the one its kind and items make. */
export const savedMealSchema = storedSavedMealSchema.refine(
  (meal) => meal.key === savedMealKey(meal.kind, meal.items),
  { message: "A saved meal's key must be its kind and its items' ids with quantities.", path: ["key"] },
);

/**
 * What the account's functions answer: a page of the list, newest first, how many there are in all and whether more
 * follow; a merge adds which of its batch the account holds.
 */
export const savedMealPageSchema = z.object({
  meals: z.array(storedSavedMealSchema),
  page: z.number().int(),
  total: z.number().int(),
  more: z.boolean(),
  kept: z.array(z.string()).optional(),
});
