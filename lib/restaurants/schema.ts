import { z } from "zod";
import { columnsSchema } from "@/lib/backend/columns";
import type { MenuMacro } from "@/lib/nutrition/macro-value";
import { COMPONENT_SLOTS, ITEM_KINDS, ITEM_ROLES } from "./item-kinds";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** A macro as written on the menu ('25g', '25' or 25); null when the restaurant does not publish it. */
const macroText = z
  .union([z.string(), z.number()])
  .nullable()
  .transform((value) => (value === null ? null : String(value)));

export const mealSchema = z.object({
  id: z.guid(),
  restaurant_id: z.guid(),
  /** The name shown: a sized dish's name ends in its size ('Hook & Ladder — Medium'). */
  name: z.string(),
  kind: z.enum(ITEM_KINDS).default("meal"),
  /** What the item is for the diner; absent: a meal for one. */
  role: z.enum(ITEM_ROLES).default("meal"),
  /** False when the meal lists, counts and searches leave the item out (meals.listed); absent: listed. */
  listed: z.boolean().default(true),
  /** What a sharing item's words say it serves ('Serves 10'). */
  serves: z.string().nullish(),
  /** Why the numbers may belong to another item (public.implausible_reason); absent: they fit. */
  implausible: z.string().nullish(),
  /** A dish served in several sizes: the dish and this row's size (absent: one size). */
  dish: z.string().nullish(),
  size: z.string().nullish(),
  /** A component's slot in an order. */
  slot: z.enum(COMPONENT_SLOTS).nullish(),
  /** A stored order built from the menu's parts: its format ('burrito bowl') and its parts, in order. */
  order_format: z.string().nullish(),
  parts: z.array(z.object({ id: z.guid(), quantity: z.number().int().min(1) })).nullish(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  serving: z.string().nullable(),
  meal_types: z.array(z.enum(MEAL_TYPES)),
  protein: macroText,
  carbs: macroText,
  fat: macroText,
  sugar: macroText,
  calories: macroText,
  protein_g: z.number(),
  carbs_g: z.number(),
  fat_g: z.number(),
  sugar_g: z.number(),
  calories_kcal: z.number(),
  /** Where the values come from (e.g. 'MenuStat'), a link and the date they are as of; null: not recorded. */
  source: z.string().nullable().default(null),
  source_url: z.string().nullable().default(null),
  as_of: z.string().nullable().default(null),
  /** The rest of the label as MenuStat publishes it (g or mg); absent or null: not published. */
  saturated_fat_g: z.number().nullish(),
  trans_fat_g: z.number().nullish(),
  cholesterol_mg: z.number().nullish(),
  sodium_mg: z.number().nullish(),
  fiber_g: z.number().nullish(),
  potassium_mg: z.number().nullish(),
  /** Carbs less fiber, where both are published; absent: unknown (never the carbs). */
  net_carbs_g: z.number().nullish(),
  /** Set when protein, carbs and fat give calories far from the stated ones (public.macro_energy_mismatch). */
  macro_kcal_mismatch: z.number().nullish(),
  /** 'These numbers don't add up: …', written by the database with the meal's numbers. */
  nutrition_note: z.string().nullish(),
});
export type Meal = z.infer<typeof mealSchema>;

/** What a city page's meal button counts, and its first meals (list_city_button_meals). */
export const cityButtonMealsSchema = z.object({ total: z.number(), meals: z.array(mealSchema) });
export type CityButtonMeals = z.infer<typeof cityButtonMealsSchema>;
/** A meal's five macros as its menu writes them. */
export type MealMacroText = Pick<Meal, MenuMacro>;

/** A place where a restaurant stands, with the source it is known from. */
const locationSchema = z.object({
  id: z.guid(),
  address: z.string(),
  city_id: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable().default(null),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string().nullable().default(null),
  source_url: z.string().nullable().default(null),
  as_of: z.string().nullable().default(null),
  /** Miles from the searched ZIP code's centre; only near a ZIP. */
  distance_miles: z.number().nullable().optional(),
});
export type Location = z.infer<typeof locationSchema>;

/** How many locations "All locations" loads at a time. */
export const LOCATIONS_PAGE_SIZE = 20;

/** One page of a restaurant's locations in an area, and how many there are. */
export const locationPageSchema = z.object({ total: z.number(), locations: z.array(locationSchema) });
export type LocationPage = z.infer<typeof locationPageSchema>;

/**
 * A restaurant: a chain (one menu shared by its locations) or an independent place, shown at one of its locations
 * (address, city and coordinates are that place's; all null for a chain seen without a place).
 */
const restaurantSummarySchema = z.object({
  id: z.guid(),
  name: z.string(),
  is_chain: z.boolean().default(false),
  address: z.string().nullable(),
  city_id: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The location shown, and where it is known from. */
  location_id: z.guid().nullable().default(null),
  location_source: z.string().nullable().default(null),
  location_as_of: z.string().nullable().default(null),
  updated_at: z.string(),
  /** How many locations the restaurant has in the place listed (a city, near a ZIP), or in all. */
  location_count: z.number().optional(),
  /** Up to three of those locations, nearest or most central first. */
  locations: z.array(locationSchema).optional(),
  /** In lists: the size of its menu and of the city modals' filters. */
  meal_count: z.number().optional(),
  high_protein_count: z.number().optional(),
  low_calorie_count: z.number().optional(),
  /** On the focused city pages: how many of its meals pass the page's rule (the list shows the best). */
  meal_total: z.number().optional(),
  /** Miles from the searched ZIP code's centre to its nearest location (null: found by its ZIP code). */
  distance_miles: z.number().nullable().optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

export const restaurantSchema = restaurantSummarySchema.extend({ meals: z.array(mealSchema) });
export type Restaurant = z.infer<typeof restaurantSchema>;

export const restaurantListSchema = z.array(restaurantSchema);

export const searchResultSchema = z.object({
  label: z.string().nullable(),
  restaurants: restaurantListSchema,
  /** Whether a ZIP search has another page of restaurants. */
  more: z.boolean().default(false),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const restaurantOptionSchema = z.object({
  id: z.guid(),
  name: z.string(),
  /** An independent restaurant's city; null for a chain. */
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type RestaurantOption = z.infer<typeof restaurantOptionSchema>;

/** The chains (list_chains): each restaurant whose one menu all its locations share, by name. */
export const chainListSchema = z.array(z.object({ id: z.guid(), name: z.string() }));
/** The meal builder's restaurants (list_restaurant_options, sent as columns). */
export const restaurantOptionListSchema = columnsSchema(restaurantOptionSchema.shape);

/** A meal found by the macro calculator, with the restaurant it comes from. */
const matchedMealSchema = mealSchema.extend({
  /** Where the meal is served: near a place, the restaurant's nearest location there; a chain anywhere: none. */
  restaurant: z
    .object({
      id: z.guid().optional(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable().optional(),
      address: z.string().nullable(),
      location_id: z.guid().nullable().optional(),
    })
    .nullable(),
  /** Miles from the searched ZIP code's centre; only when searching near a ZIP (null: found by its address). */
  distance_miles: z.number().nullable().optional(),
});
/** One page of matches. `total` counts at most 1,000 matches; `total_capped` says that more match. */
export const mealMatchesSchema = z.object({
  total: z.number(),
  total_capped: z.boolean().default(false),
  meals: z.array(matchedMealSchema),
});
export type MealMatches = z.infer<typeof mealMatchesSchema>;

/** A combination of a restaurant's meals suggested for macro targets, with its totals. */
export const mealComboSchema = z.object({
  items: z.array(z.object({ meal: mealSchema, quantity: z.number() })),
  totals: z.object({
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    sugar: z.number(),
    calories: z.number(),
  }),
  /** Summed relative distance from the targets (0: exact). */
  distance: z.number(),
});
export type MealCombo = z.infer<typeof mealComboSchema>;

/** A combination of a restaurant's meals that fits a budget: no distance (the budget mode ranks by protein). */
export const budgetComboSchema = mealComboSchema.omit({ distance: true });
export type BudgetCombo = z.infer<typeof budgetComboSchema>;

/** A meal featured on the home page, with the restaurant that serves it. */
export const featuredMealSchema = mealSchema.extend({
  restaurant: z.object({
    id: z.guid(),
    name: z.string(),
    city: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type FeaturedMeal = z.infer<typeof featuredMealSchema>;
