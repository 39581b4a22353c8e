import { RestaurantResultCard, type CardOptions } from "@/components/cities/restaurant-result-card";
import { ShowAllRestaurants } from "@/components/cities/show-all-restaurants";
import { FOCUSED_LIST_FIRST_PAGE } from "@/lib/cities/constants";
import type { Restaurant } from "@/lib/restaurants/schema";
import type { CityPageKind } from "@/lib/pages/paths";

/**
 * Restaurants with the meals that passed a page's rule. Each name links to the restaurant's nutrition page;
 * each meal and the View Meals button open the restaurant dialog (the page mounts RestaurantDialogFromUrl). A city
 * page (`more`) lists its first restaurants in the page itself and the rest on demand.
 */
export function RestaurantResults({
  restaurants,
  more,
  ...options
}: CardOptions & {
  restaurants: Restaurant[];
  more?: { cityId: string; cityName: string; kind: CityPageKind };
}) {
  const shown = more ? restaurants.slice(0, FOCUSED_LIST_FIRST_PAGE) : restaurants;
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((restaurant) => (
          <RestaurantResultCard key={restaurant.id} restaurant={restaurant} {...options} />
        ))}
      </ul>
      {more && restaurants.length > shown.length ? (
        <ShowAllRestaurants
          city={{ id: more.cityId, name: more.cityName }}
          kind={more.kind}
          total={restaurants.length}
          cards={options}
        />
      ) : null}
    </div>
  );
}
