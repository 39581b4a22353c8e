import { Link } from "@/components/site/link";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";
import { CityMealsDialog } from "@/components/cities/city-meals-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { highProteinMeals, lowCalorieMeals } from "@/lib/nutrition/city-meals";
import { restaurantNutritionPath } from "@/lib/site/paths";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import { restaurantDialogHref } from "@/lib/site/paths";
import type { Restaurant } from "@/lib/restaurants/schema";

/** Every restaurant of a city, each with buttons opening its high-protein and low-calorie meals. */
export function CityRestaurantList({
  restaurants,
  city,
  sort,
}: {
  restaurants: Restaurant[];
  /** The city listed, for "{n} locations in {city}". */
  city: string;
  sort?: MealSort;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {restaurants.map((restaurant) => {
        const href = restaurantNutritionPath(restaurant.name);
        // A list carries each menu's counts; a restaurant with its whole menu counts its meals.
        const highProtein = restaurant.high_protein_count ?? highProteinMeals([restaurant]).length;
        const lowCalorie = restaurant.low_calorie_count ?? lowCalorieMeals([restaurant]).length;
        return (
          <li key={restaurant.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <h3 className="text-lg font-semibold">
              <Link href={href} className="hover:underline">
                {restaurant.name}
              </Link>
            </h3>
            <RestaurantPlaces restaurant={restaurant} where={`in ${city}`} />
            {restaurant.description ? <p className="line-clamp-3 text-sm">{restaurant.description}</p> : null}
            {restaurant.tags.length ? (
              <ul className="flex flex-wrap gap-1" aria-label="Tags">
                {restaurant.tags.slice(0, 3).map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, null, sort)} scroll={false}>
                  View Meals<span className="sr-only"> at {restaurant.name}</span>
                </Link>
              </Button>
              {(
                [
                  ["high-protein", highProtein],
                  ["low-calorie", lowCalorie],
                ] as const
              ).map(([kind, total]) => (
                <CityMealsDialog
                  key={kind}
                  restaurantId={restaurant.id}
                  restaurantName={restaurant.name}
                  kind={kind}
                  total={total}
                  href={href}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
