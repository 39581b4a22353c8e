import { Link } from "@/components/site/link";
import { AddressLink } from "@/components/restaurants/address-link";
import { ResultCard } from "@/components/restaurants/result-card";
import { MealItem } from "@/components/cities/meal-item";
import { Button } from "@/components/ui/button";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import { restaurantDialogHref, restaurantNutritionPath } from "@/lib/site/paths";
import type { Restaurant } from "@/lib/restaurants/schema";

/**
 * Restaurants with the meals that passed a page's rule. Each name links to the restaurant's nutrition page;
 * each meal and the View Meals button open the restaurant dialog (the page mounts RestaurantDialogFromUrl).
 */
export function RestaurantResults({
  restaurants,
  mealsShown = 5,
  sort,
  mealNote,
}: {
  restaurants: Restaurant[];
  /** A line under each meal saying why it is on the page. */
  mealNote?: (meal: Restaurant["meals"][number]) => string | null;
  mealsShown?: number;
  /** The page's order, which the dialog's links keep. */
  sort?: MealSort;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {restaurants.map((restaurant) => (
        <ResultCard
          key={restaurant.id}
          heading="h3"
          name={restaurant.name}
          href={restaurantNutritionPath(restaurant.name)}
          details={restaurant.address ? <AddressLink address={restaurant.address} /> : null}
        >
          <ul className="space-y-2">
            {restaurant.meals.slice(0, mealsShown).map((meal) => (
              <MealItem
                key={meal.id}
                meal={meal}
                href={restaurantDialogHref(restaurant.id, meal.id, sort)}
                scroll={false}
                note={mealNote?.(meal)}
                className="space-y-1 border-t pt-2"
              />
            ))}
          </ul>
          {restaurant.meals.length > mealsShown ? (
            <p className="text-xs text-muted-foreground">
              and {restaurant.meals.length - mealsShown} more matching meals
            </p>
          ) : null}
          <Button asChild variant="outline" size="sm" className="mt-auto self-start">
            <Link href={restaurantDialogHref(restaurant.id, null, sort)} scroll={false}>
              View Meals<span className="sr-only"> at {restaurant.name}</span>
            </Link>
          </Button>
        </ResultCard>
      ))}
    </ul>
  );
}
