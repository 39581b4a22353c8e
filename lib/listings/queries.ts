import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { CATALOGUE_TAGS, catalogueRead, restaurantTag } from "@/lib/catalogue/freshness";
import { isSlug } from "@/lib/http/input";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { LISTING_BRAND_LIMIT, type ListingRule } from "./rules";
import { brandListingSchema, brandListSchema, restaurantNutritionSchema } from "./schema";

/**
 * A listing's first LISTING_BRAND_LIMIT brands, best protein first, or by protein per 100 kcal (their best meal's,
 * and their meals').
 */
export const listBrandsByRule = catalogueRead(
  "list_restaurant_brands_by_rule",
  (rule: ListingRule, mealsPerBrand: number = 3, sort: MealSort = "default") =>
    rpc(
      "list_restaurant_brands_by_rule",
      {
        rule_param: rule,
        meals_per_brand: mealsPerBrand,
        sort_param: sort === PROTEIN_PER_CALORIE ? "protein_per_calorie" : "protein",
        brand_limit: LISTING_BRAND_LIMIT,
      },
      z.array(brandListingSchema),
    ),
  () => [CATALOGUE_TAGS.listings],
);

export const listBrands = catalogueRead(
  "list_restaurant_brands",
  () => rpc("list_restaurant_brands", {}, brandListSchema),
  () => [CATALOGUE_TAGS.listings],
);

/** The brand with that slug and its meals, or null (also for a slug no brand could have). */
export const getRestaurantNutrition = catalogueRead(
  "get_restaurant_nutrition",
  async (slug: string) =>
    isSlug(slug)
      ? rpc("get_restaurant_nutrition", { slug_param: slug }, restaurantNutritionSchema.nullable())
      : null,
  (slug) => [restaurantTag(slug), CATALOGUE_TAGS.restaurantPages],
);
