import { CityRestaurantCard } from "@/components/cities/city-restaurant-card";
import { RestaurantResultCard, type CardOptions } from "@/components/cities/restaurant-result-card";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { Restaurant } from "@/lib/restaurants/schema";

/**
 * A city page's restaurants after its first ones, in the page's own cards: the overview's city cards, or a
 * focused page's result cards (`cards`). Loaded by ShowAllRestaurants once asked for.
 */
export function MoreRestaurantsList({
  restaurants,
  city,
  sort,
  cards,
}: {
  restaurants: Restaurant[];
  city: { id: string; name: string };
  sort?: MealSort;
  cards?: CardOptions;
}) {
  return (
    <ul
      className={cards ? "grid gap-4 md:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}
      aria-label={`More restaurants in ${city.name}`}
    >
      {restaurants.map((restaurant) =>
        cards ? (
          <RestaurantResultCard key={restaurant.id} restaurant={restaurant} {...cards} />
        ) : (
          <CityRestaurantCard key={restaurant.id} restaurant={restaurant} city={city} sort={sort} />
        ),
      )}
    </ul>
  );
}
