import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { CATALOGUE_TAGS, catalogueRead, cityTag } from "@/lib/catalogue/freshness";
import { COMBO_COUNT } from "@/lib/meal-builder/combos";
import type { MacroTargets } from "@/lib/macro-calculator/schema";
import type { LabelLimits } from "@/lib/nutrition/label-limits";
import type { CityMealsKind } from "@/lib/nutrition/city-meals";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import {
  chainListSchema,
  cityButtonMealsSchema,
  featuredMealSchema,
  restaurantOptionListSchema,
  LOCATIONS_PAGE_SIZE,
  locationPageSchema,
  mealComboSchema,
  mealMatchesSchema,
  mealSchema,
  restaurantListSchema,
  restaurantOptionSchema,
  restaurantSchema,
  searchResultSchema,
} from "./schema";

export const getRandomRestaurants = (count = 5) =>
  rpc("get_random_restaurants", { count_limit: count }, restaurantListSchema);

/** A city's restaurants, or a page of those near a ZIP code (from 1; `more` says whether another follows). */
export const searchRestaurants = (term: string, page = 1) =>
  rpc("search_restaurants", { search_term: term, page_param: page }, searchResultSchema);

// The city functions take one place: a city id (what the city pages pass, since two cities may share a name),
// 'City, ST', or a name typed by a visitor (a name several cities share means the one the autocomplete offers first).

const cityPages = (city: string) => [cityTag(city), CATALOGUE_TAGS.cityPages];

export const listCityRestaurants = catalogueRead(
  "list_city_restaurants",
  (city: string) => rpc("list_city_restaurants", { city_name_param: city }, restaurantListSchema),
  cityPages,
);

export const listHighProteinRestaurants = catalogueRead(
  "get_high_protein_restaurants",
  (city: string) => rpc("get_high_protein_restaurants", { city_name_param: city }, restaurantListSchema),
  cityPages,
);

export const listHighProteinBreakfastRestaurants = catalogueRead(
  "get_high_protein_breakfast_restaurants",
  (city: string) =>
    // The spec treats a null answer as an empty list.
    rpc(
      "get_high_protein_breakfast_restaurants",
      { city_name_param: city },
      restaurantListSchema.nullable(),
    ).then((list) => list ?? []),
  cityPages,
);

export const listLeanHighProteinBreakfastRestaurants = catalogueRead(
  "get_lean_high_protein_breakfast_restaurants",
  (city: string) =>
    rpc("get_lean_high_protein_breakfast_restaurants", { city_name_param: city }, restaurantListSchema),
  cityPages,
);

export const getRestaurant = cache((id: string) =>
  rpc("get_restaurant", { restaurant_id_param: id }, restaurantSchema.nullable()),
);

/** The meal builder's restaurants: one per name (docs/product.md#meal-builder), de-duplicated by the database. */
export const listRestaurantOptions = catalogueRead(
  "list_restaurant_options",
  () => rpc("list_restaurant_options", {}, restaurantOptionListSchema),
  () => [CATALOGUE_TAGS.listings],
);

/** Every chain (a restaurant whose one menu all its locations share), by name (list_chains). */
export const listChains = catalogueRead(
  "list_chains",
  () => rpc("list_chains", {}, chainListSchema),
  () => [CATALOGUE_TAGS.listings],
);

/** The request form's picker: restaurants whose "name city, state" contains `term`, or the first ones by name. */
export const searchRestaurantOptions = (term: string, limit: number) =>
  rpc(
    "search_restaurant_options",
    { search_term: term, result_limit: limit },
    z.array(restaurantOptionSchema),
  );

/** Every meal of one restaurant, by name; null for an unknown restaurant. */
export const listRestaurantMeals = (restaurantId: string) =>
  rpc("list_restaurant_meals", { restaurant_id_param: restaurantId }, z.array(mealSchema).nullable());

/**
 * What a city page's button counts (`total`, the number it shows) and its first `limit` meals: one rule in SQL for
 * both (meal_in_city_button); null for an unknown restaurant.
 */
export const listCityButtonMeals = (restaurantId: string, kind: CityMealsKind, limit: number) =>
  rpc(
    "list_city_button_meals",
    { restaurant_id_param: restaurantId, button_param: kind.replace("-", "_"), result_limit: limit },
    cityButtonMealsSchema.nullable(),
  );

/** One page of a restaurant's locations in a city or near a ZIP code; null for an unknown restaurant. */
export const listRestaurantLocations = (
  restaurantId: string,
  area: { city: string } | { zip: string },
  offset: number,
  limit = LOCATIONS_PAGE_SIZE,
) =>
  rpc(
    "list_restaurant_locations",
    {
      restaurant_id_param: restaurantId,
      city_id_param: "city" in area ? area.city : null,
      zip_param: "zip" in area ? area.zip : null,
      result_offset: offset,
      result_limit: limit,
    },
    locationPageSchema.nullable(),
  );

export const findMealsByMacros = (
  targets: MacroTargets,
  options: {
    location?: string;
    limit?: number;
    offset?: number;
    sort?: MealSort;
    /** Optional label limits: sodium at most (mg), fiber at least (g), net carbs at most (g). */
    sodium?: number | null;
    fiber?: number | null;
    netCarbs?: number | null;
    /** Drinks are matched too. */
    drinks?: boolean;
  } = {},
) =>
  rpc(
    "find_meals_by_macros",
    {
      protein_target: targets.protein,
      carbs_target: targets.carbs,
      fat_target: targets.fat,
      calories_target: targets.calories,
      sugar_max: targets.sugar,
      location_param: options.location?.trim() || null,
      result_limit: options.limit,
      result_offset: options.offset,
      sort_param: options.sort === PROTEIN_PER_CALORIE ? "protein_per_calorie" : "closest",
      sodium_max: options.sodium ?? null,
      fiber_min: options.fiber ?? null,
      net_carbs_max: options.netCarbs ?? null,
      include_drinks: options.drinks ?? false,
    },
    mealMatchesSchema,
  );

/** The targets and label limits of a restaurant's suggestions, as the SQL functions name them. */
const suggestionArgs = (
  restaurantId: string,
  targets: MacroTargets & Partial<LabelLimits>,
  limit: number,
) => ({
  restaurant_id_param: restaurantId,
  protein_target: targets.protein,
  carbs_target: targets.carbs,
  fat_target: targets.fat,
  calories_target: targets.calories,
  sugar_max: targets.sugar,
  result_limit: limit,
  sodium_max: targets.sodium ?? null,
  fiber_min: targets.fiber ?? null,
  net_carbs_max: targets.netCarbs ?? null,
});

/**
 * Up to `limit` combinations of one to three of a restaurant's meals (each at most twice) within ±25% of each
 * target (and, when given, summed sodium at most `sodium` mg, fiber at least `fiber` g and net carbs at most
 * `netCarbs` g), closest first; null for an unknown restaurant.
 */
export const suggestMealCombos = (
  restaurantId: string,
  targets: MacroTargets & Partial<LabelLimits>,
  limit = COMBO_COUNT,
) =>
  rpc(
    "suggest_meal_combos",
    suggestionArgs(restaurantId, targets, limit),
    z.array(mealComboSchema).nullable(),
  );

/** Meals of over 30 g protein and under 600 kcal, one per chain, most protein first: the home section. */
export const listHighProteinLowCalorieMeals = catalogueRead(
  "list_high_protein_low_calorie_meals",
  (limit: number = 6) =>
    rpc("list_high_protein_low_calorie_meals", { result_limit: limit }, z.array(featuredMealSchema)),
  () => [CATALOGUE_TAGS.listings],
);

export const listMealsByIds = (ids: string[]) =>
  rpc("list_meals_by_ids", { meal_ids: ids }, z.array(mealSchema));
