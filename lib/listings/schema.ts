import { z } from "zod";
import { columnsSchema } from "@/lib/backend/columns";
import { mealSchema } from "@/lib/restaurants/schema";

/** A restaurant name across all its locations, with its best meals passing a listing rule. */
export const brandListingSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  city_count: z.number(),
  meal_count: z.number(),
  meals: z.array(mealSchema),
});
export type BrandListing = z.infer<typeof brandListingSchema>;

/** Every restaurant name (list_restaurant_brands, sent as columns). */
export const brandListSchema = columnsSchema({
  slug: z.string(),
  name: z.string(),
  city_count: z.number(),
  updated_at: z.string(),
});

export const restaurantNutritionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  tags: z.array(z.string()),
  updated_at: z.string(),
  /** How many locations it has, in how many cities; its cities with the most locations first (at most 60). */
  location_count: z.number(),
  city_count: z.number(),
  cities: z.array(
    z.object({ city_id: z.string(), city: z.string(), state: z.string(), location_count: z.number() }),
  ),
  meals: z.array(mealSchema),
  /** The ids of its meals that the lists show (meals.listed): what its chart plots. */
  listed_meal_ids: z.array(z.guid()).default([]),
});
