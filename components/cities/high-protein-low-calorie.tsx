import { Link } from "@/components/site/link";
import { MealMacros } from "@/components/cities/meal-macros";
import { MealDensity } from "@/components/nutrition/meal-density";
import { restaurantNutritionPath } from "@/lib/pages/paths";
import type { MealWithRestaurant } from "@/lib/nutrition/city-meals";
import { HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL } from "@/lib/nutrition/thresholds";

/** The high-protein low-calorie section: the best few meals of over 30 g protein and under 600 kcal. */
export function HighProteinLowCalorie({ meals, place }: { meals: MealWithRestaurant[]; place: string }) {
  return (
    <section aria-labelledby="hplc" className="space-y-3">
      <h2 id="hplc" className="text-2xl font-semibold">
        High-Protein, Low-Calorie Meals in {place}
      </h2>
      <p className="text-muted-foreground">
        Meals with over {HIGH_PROTEIN_MIN_G} g of protein and under {LOW_CALORIE_MAX_KCAL} calories.
      </p>
      {meals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No meals in {place} meet both limits yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {meals.map((meal) => (
            <li key={meal.id} className="space-y-1 rounded-lg border bg-card p-3">
              <p className="font-medium">{meal.name}</p>
              <p className="text-sm text-muted-foreground">
                at{" "}
                <Link href={restaurantNutritionPath(meal.restaurant_name)} className="underline">
                  {meal.restaurant_name}
                </Link>
              </p>
              <MealMacros meal={meal} />
              <MealDensity meal={meal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
