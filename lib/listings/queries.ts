import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import type { ListingRule } from "./rules";
import { brandListingSchema, brandSchema, restaurantNutritionSchema } from "./schema";

export const listBrandsByRule = cache((rule: ListingRule, mealsPerBrand = 3) =>
  rpc(
    "list_restaurant_brands_by_rule",
    { rule_param: rule, meals_per_brand: mealsPerBrand },
    z.array(brandListingSchema),
  ),
);

export const listBrands = cache(() => rpc("list_restaurant_brands", {}, z.array(brandSchema)));

export const getRestaurantNutrition = cache((slug: string) =>
  rpc("get_restaurant_nutrition", { slug_param: slug }, restaurantNutritionSchema.nullable()),
);
