import { Link } from "@/components/site/link";
import { MealMacros } from "@/components/cities/meal-macros";
import { MealDensity } from "@/components/nutrition/meal-density";
import type { BrandListing } from "@/lib/listings/schema";
import { brandNutritionPath } from "@/lib/site/paths";

/** Restaurants of a listing with their best matching meals, each linking to its nutrition page. */
export function BrandList({ brands }: { brands: BrandListing[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {brands.map((brand) => (
        <li key={brand.slug} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">
              <Link href={brandNutritionPath(brand.slug)} className="hover:underline">
                {brand.name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">
              {brand.meal_count} matching meal{brand.meal_count === 1 ? "" : "s"} · in {brand.city_count} cit
              {brand.city_count === 1 ? "y" : "ies"}
            </p>
          </div>
          <ul className="space-y-2">
            {brand.meals.map((meal) => (
              <li key={meal.id} className="space-y-1 border-t pt-2">
                <p className="text-sm font-medium">{meal.name}</p>
                <MealMacros meal={meal} />
                <MealDensity meal={meal} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
