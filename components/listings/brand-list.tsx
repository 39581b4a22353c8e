import { MealItem } from "@/components/cities/meal-item";
import { ResultCard } from "@/components/restaurants/result-card";
import type { BrandListing } from "@/lib/listings/schema";
import { brandNutritionPath } from "@/lib/pages/paths";

/** Restaurants of a listing with their best matching meals, each linking to its nutrition page. */
export function BrandList({ brands }: { brands: BrandListing[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {brands.map((brand) => (
        <ResultCard
          key={brand.slug}
          heading="h2"
          name={brand.name}
          href={brandNutritionPath(brand.slug)}
          details={
            <p className="text-sm text-muted-foreground">
              {brand.meal_count} matching meal{brand.meal_count === 1 ? "" : "s"} · in {brand.city_count} cit
              {brand.city_count === 1 ? "y" : "ies"}
            </p>
          }
        >
          <ul className="space-y-2">
            {brand.meals.map((meal) => (
              <MealItem key={meal.id} meal={meal} className="space-y-1 border-t pt-2" />
            ))}
          </ul>
        </ResultCard>
      ))}
    </ul>
  );
}
