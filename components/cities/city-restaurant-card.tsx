import { Link } from "@/components/site/link";
import { DialogLink } from "@/components/restaurants/dialog-link";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";
import { CityMealsDialog } from "@/components/cities/city-meals-dialog";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { Restaurant } from "@/lib/restaurants/schema";
import { restaurantDialogHref, restaurantNutritionPath } from "@/lib/pages/paths";

/**
 * A restaurant of a city, once however many locations it has there: its most central location, the count, and
 * buttons opening its meals (its description and tags are on its own page and in the dialog).
 */
export function CityRestaurantCard({
  restaurant,
  city,
  sort,
}: {
  restaurant: Restaurant;
  /** The city listed: "{n} locations in {city}", and the area of "All locations". */
  city: { id: string; name: string };
  sort?: MealSort;
}) {
  const href = restaurantNutritionPath(restaurant.name);
  // The counts a city's list carries are the rule the buttons' lists are read by (meal_in_city_button in SQL).
  const highProtein = restaurant.high_protein_count ?? 0;
  const lowCalorie = restaurant.low_calorie_count ?? 0;
  return (
    <li className="rcard">
      <h3 className="text-lg font-semibold">
        <Link href={href} className="hover:underline">
          {restaurant.name}
        </Link>
      </h3>
      <RestaurantPlaces restaurant={restaurant} where={`in ${city.name}`} area={{ city: city.id }} />
      <div className="mt-auto flex flex-wrap gap-2">
        <DialogLink
          href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, null, sort)}
          className="btn btn-default btn-sm"
        >
          View Meals<span className="sr-only"> at {restaurant.name}</span>
        </DialogLink>
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
}
