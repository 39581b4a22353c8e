import { DialogLink } from "@/components/restaurants/dialog-link";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";
import { ResultCard } from "@/components/restaurants/result-card";
import { MealItem } from "@/components/cities/meal-item";
import { leanReason } from "@/lib/nutrition/lean-reason";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { Restaurant } from "@/lib/restaurants/schema";
import { restaurantDialogHref, restaurantNutritionPath, type LocationArea } from "@/lib/pages/paths";

export type CardOptions = {
  /** Where the list is, for "{n} locations {where}". */
  where: string;
  /** The area whose locations "All locations" lists. */
  area?: LocationArea;
  mealsShown?: number;
  /** The page's order, which the dialog's links keep. */
  sort?: MealSort;
  /** The lean page: a line under each meal says which limit it keeps under. */
  leanNotes?: boolean;
};

/** One restaurant with its best meals that passed the page's rule. */
export function RestaurantResultCard({
  restaurant,
  where,
  area,
  mealsShown = 3,
  sort,
  leanNotes,
}: CardOptions & { restaurant: Restaurant }) {
  const matching = restaurant.meal_total ?? restaurant.meals.length;
  const dialogId = restaurant.location_id ?? restaurant.id;
  return (
    <ResultCard
      heading="h3"
      name={restaurant.name}
      href={restaurantNutritionPath(restaurant.name)}
      details={<RestaurantPlaces restaurant={restaurant} where={where} area={area} />}
    >
      <ul className="space-y-2">
        {restaurant.meals.slice(0, mealsShown).map((meal) => (
          <MealItem
            key={meal.id}
            meal={meal}
            href={restaurantDialogHref(dialogId, meal.id, sort)}
            note={leanNotes ? leanReason(meal) : null}
            className="space-y-1 border-t pt-2"
          />
        ))}
      </ul>
      {matching > mealsShown ? (
        <p className="xnote">
          and {matching - mealsShown} more matching meal{matching - mealsShown === 1 ? "" : "s"}
        </p>
      ) : null}
      <DialogLink
        href={restaurantDialogHref(dialogId, null, sort)}
        className="btn btn-outline btn-sm mt-auto self-start"
      >
        View Meals<span className="sr-only"> at {restaurant.name}</span>
      </DialogLink>
    </ResultCard>
  );
}
