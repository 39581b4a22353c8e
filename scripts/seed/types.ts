// Shared types for the seed generator (scripts/seed/build-seed.ts). The types of the data files in data/ are
// inferred from zod schemas, which check each file as it is read (static-data.ts).
import { z } from "zod";

export type MealType = "breakfast" | "lunch" | "dinner";

/** Where generated restaurant coordinates may fall: a lat/lng box, or a band along a line (e.g. Manhattan). */
const areaSchema = z.union([
  z.strictObject({ box: z.tuple([z.number(), z.number(), z.number(), z.number()]) }),
  z.strictObject({
    from: z.tuple([z.number(), z.number()]),
    to: z.tuple([z.number(), z.number()]),
    halfWidth: z.number(),
  }),
]);

/** A city of the seed (scripts/seed/data/cities.json). */
export const citySeedSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  tagline: z.string(),
  description: z.string(),
  /** Real ZIP codes of the city, used round-robin for addresses. */
  zips: z.array(z.string()).min(1),
  /** Real streets of the city. */
  streets: z.array(z.string()).min(1),
  /** Range of street numbers that looks natural for the city: [min, max]. */
  numbers: z.tuple([z.number(), z.number()]).optional(),
  /** Land area near the center where restaurants are placed; defaults to a small box around the center. */
  area: areaSchema.optional(),
  /** Chain keys (see chains.json) with a location in this city. */
  chains: z.array(z.string()),
});
export type CitySeed = z.infer<typeof citySeedSchema>;

/** A chain of the MenuStat CSV (scripts/seed/data/chains.json). */
export const chainSeedSchema = z.strictObject({
  /** URL slug, also the image file name. */
  key: z.string(),
  /** Restaurant name exactly as in the CSV. */
  csv: z.string(),
  /** Display name. */
  name: z.string(),
  website: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type ChainSeed = z.infer<typeof chainSeedSchema>;

/** A restaurant without menu data (local places, grocery stores). */
export const standaloneSeedSchema = z.strictObject({
  key: z.string(),
  cityId: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Fixed address and coordinates; when absent they are generated like chain locations. */
  address: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export type StandaloneSeed = z.infer<typeof standaloneSeedSchema>;

export interface MenuItem {
  name: string;
  category: string;
  serving: string | null;
  calories: string | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  complete: boolean;
  mealTypes: MealType[];
  /** Numeric values (null when missing), for selection. */
  p: number | null;
  kcal: number | null;
  f: number | null;
  s: number | null;
}

export interface RestaurantRow {
  id: string;
  cityId: string;
  name: string;
  address: string;
  website: string | null;
  description: string;
  tags: string[];
  imageUrl: string;
  latitude: number;
  longitude: number;
}

export interface MealRow {
  id: string;
  restaurantId: string;
  name: string;
  description: string;
  category: string;
  serving: string | null;
  mealTypes: MealType[];
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
}
