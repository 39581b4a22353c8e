import { z } from "zod";

export const cityOptionSchema = z.object({ id: z.string(), name: z.string(), state: z.string() });
export type CityOption = z.infer<typeof cityOptionSchema>;

export const citySchema = cityOptionSchema.extend({
  /** Its locations and the restaurants they belong to, as of the last import. */
  location_count: z.number().default(0),
  restaurant_count: z.number().default(0),
  /** Whether another city has the same name (Springfield, MO and IL): its pages then name its state. */
  shared_name: z.boolean().default(false),
  slug: z.string(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  image_url: z.string().nullable(),
  image_description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updated_at: z.string(),
});
export type City = z.infer<typeof citySchema>;

/** A city in the list of every city: what the pages listing them and the sitemaps use. */
export const cityListItemSchema = cityOptionSchema.extend({
  updated_at: z.string(),
  location_count: z.number(),
  restaurant_count: z.number(),
});
export type CityListItem = z.infer<typeof cityListItemSchema>;

/** A city with its coordinates, a candidate for the nearest city. */
export const placedCitySchema = cityOptionSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const popularCitySchema = cityOptionSchema.extend({ search_count: z.number() });
export type PopularCity = z.infer<typeof popularCitySchema>;
