import { CityRestaurantCard } from "@/components/cities/city-restaurant-card";
import { ShowAllRestaurants } from "@/components/cities/show-all-restaurants";
import { CITY_LIST_FIRST_PAGE } from "@/lib/cities/constants";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { Restaurant } from "@/lib/restaurants/schema";

/**
 * Every restaurant of a city, each once: the first ones in the page itself, the rest on demand, so the page of a city
 * with a hundred restaurants stays small.
 */
export function CityRestaurantList({
  restaurants,
  city,
  sort,
}: {
  restaurants: Restaurant[];
  city: { id: string; name: string };
  sort?: MealSort;
}) {
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {restaurants.slice(0, CITY_LIST_FIRST_PAGE).map((restaurant) => (
          <CityRestaurantCard key={restaurant.id} restaurant={restaurant} city={city} sort={sort} />
        ))}
      </ul>
      {restaurants.length > CITY_LIST_FIRST_PAGE ? (
        <ShowAllRestaurants city={city} kind="healthy-restaurants" total={restaurants.length} sort={sort} />
      ) : null}
    </div>
  );
}
