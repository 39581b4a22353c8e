import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { isSlug } from "@/lib/http/input";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { LISTING_BRAND_LIMIT, type ListingRule } from "./rules";
import { brandListingSchema, brandListSchema, restaurantNutritionSchema } from "./schema";

/**
 * A listing's first LISTING_BRAND_LIMIT brands, best protein first, or by protein per 100 kcal (their best meal's,
 * and their meals').
 */
export const listBrandsByRule = cache((rule: ListingRule, mealsPerBrand = 3, sort: MealSort = "default") =>
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
);

export const listBrands = cache(() => rpc("list_restaurant_brands", {}, brandListSchema));

/** The brand with that slug and its meals, or null (also for a slug no brand could have). */
export const getRestaurantNutrition = cache(async (slug: string) =>
  isSlug(slug)
    ? rpc("get_restaurant_nutrition", { slug_param: slug }, restaurantNutritionSchema.nullable())
    : null,
);
