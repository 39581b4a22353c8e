import { z } from "zod";

/** One source the catalogue's meals come from (all three null: the meals whose source is not recorded). */
export const mealSourceSchema = z.object({
  source: z.string().nullable(),
  source_url: z.string().nullable(),
  as_of: z.string().nullable(),
  meal_count: z.number(),
  restaurant_count: z.number(),
});

/** One source the catalogue's locations come from, with how many places, restaurants and cities it gives. */
export const locationSourceSchema = z.object({
  source: z.string().nullable(),
  source_url: z.string().nullable(),
  as_of: z.string().nullable(),
  location_count: z.number(),
  restaurant_count: z.number(),
  city_count: z.number(),
});

/** A restaurant name's menu: the date it is as of, and how many of its meals the calorie check read and flagged. */
export const menuCheckSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The document the menu comes from (e.g. 'MenuStat'), and a link to it; null: not recorded. */
  source: z.string().nullish(),
  source_url: z.string().nullish(),
  as_of: z.string().nullable(),
  meal_count: z.number(),
  checked_count: z.number(),
  flagged_count: z.number(),
  /** Rows whose numbers may belong to another item (public.implausible_reason). */
  implausible_count: z.number().default(0),
});
export type MenuCheck = z.infer<typeof menuCheckSchema>;
