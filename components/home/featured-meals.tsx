import { DialogLink } from "@/components/restaurants/dialog-link";
import { Flame } from "lucide-react";
import { MacroList } from "@/components/restaurants/macro-list";
import { MealDensity } from "@/components/nutrition/meal-density";
import { restaurantDialogHref } from "@/lib/pages/paths";
import type { FeaturedMeal } from "@/lib/restaurants/schema";
import { HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL } from "@/lib/nutrition/thresholds";

/** Meals of over 30 g protein and under 600 kcal; each opens its restaurant's dialog on that meal. */
export function FeaturedMeals({ meals }: { meals: FeaturedMeal[] }) {
  return (
    <section aria-labelledby="high-protein-low-calorie" className="space-y-6">
      <div className="space-y-2">
        <h2
          id="high-protein-low-calorie"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl"
        >
          <Flame aria-hidden className="size-7 text-primary" />
          High Protein, Low Calorie
        </h2>
        <p className="text-muted-foreground">
          Meals with over {HIGH_PROTEIN_MIN_G} g of protein and under {LOW_CALORIE_MAX_KCAL} calories.
        </p>
      </div>
      {meals.length === 0 ? (
        <p className="text-muted-foreground">No meals match yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {meals.map((meal) => (
            <li key={meal.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <div>
                <p className="font-semibold">{meal.name}</p>
                <p className="text-sm text-muted-foreground">
                  {meal.restaurant.city
                    ? `${meal.restaurant.name} · ${meal.restaurant.city}`
                    : meal.restaurant.name}
                </p>
              </div>
              <MacroList meal={meal} />
              <MealDensity meal={meal} />
              <DialogLink
                href={restaurantDialogHref(meal.restaurant.id, meal.id)}
                className="mt-auto text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                See {meal.name} at {meal.restaurant.name}
              </DialogLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
