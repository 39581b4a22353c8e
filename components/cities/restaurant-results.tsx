import { Link } from "@/components/site/link";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";
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
  where,
  mealsShown = 5,
  sort,
}: {
  restaurants: Restaurant[];
  /** Where the list is, for "{n} locations {where}". */
  where: string;
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
          details={<RestaurantPlaces restaurant={restaurant} where={where} />}
        >
          <ul className="space-y-2">
            {restaurant.meals.slice(0, mealsShown).map((meal) => (
              <MealItem
                key={meal.id}
                meal={meal}
                href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, meal.id, sort)}
                scroll={false}
                className="space-y-1 border-t pt-2"
              />
            ))}
          </ul>
          {(restaurant.meal_total ?? restaurant.meals.length) > mealsShown ? (
            <p className="text-xs text-muted-foreground">
              and {(restaurant.meal_total ?? restaurant.meals.length) - mealsShown} more matching meals
            </p>
          ) : null}
          <Button asChild variant="outline" size="sm" className="mt-auto self-start">
            <Link href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, null, sort)} scroll={false}>
              View Meals<span className="sr-only"> at {restaurant.name}</span>
            </Link>
          </Button>
        </ResultCard>
      ))}
    </ul>
  );
}
