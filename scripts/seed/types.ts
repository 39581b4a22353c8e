// Shared types for the seed generator (scripts/seed/build-seed.ts).

export type MealType = "breakfast" | "lunch" | "dinner";

/** Where generated restaurant coordinates may fall: a lat/lng box, or a band along a line (e.g. Manhattan). */
export type Area =
  | { box: [minLat: number, maxLat: number, minLng: number, maxLng: number] }
  | { from: [lat: number, lng: number]; to: [lat: number, lng: number]; halfWidth: number };

export interface CitySeed {
  id: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  tagline: string;
  description: string;
  /** Real ZIP codes of the city, used round-robin for addresses. */
  zips: string[];
  /** Real streets of the city. */
  streets: string[];
  /** Range of street numbers that looks natural for the city. */
  numbers?: [min: number, max: number];
  /** Land area near the center where restaurants are placed; defaults to a small box around the center. */
  area?: Area;
  /** Chain keys (see chains-*.ts) with a location in this city. */
  chains: string[];
}

export interface ChainSeed {
  /** URL slug, also the image file name. */
  key: string;
  /** Restaurant name exactly as in the CSV. */
  csv: string;
  /** Display name. */
  name: string;
  website: string;
  description: string;
  tags: string[];
}

/** A restaurant without menu data (local places, grocery stores). */
export interface StandaloneSeed {
  key: string;
  cityId: string;
  name: string;
  website: string | null;
  description: string;
  tags: string[];
  /** Fixed address and coordinates; when absent they are generated like chain locations. */
  address?: string;
  lat?: number;
  lng?: number;
}

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
