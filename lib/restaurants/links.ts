import { PROTEIN_PER_CALORIE, SORT_PARAM, type MealSort } from "@/lib/nutrition/meal-sort";

/** SPEC §9: map links are a maps search by address. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The dialog's URL state: `?restaurant=<id>&meal=<id>` on the current page (see RestaurantDialogFromUrl). A page
 * read in protein-per-calorie order keeps its `sort`, which the dialog's list follows too.
 */
export function restaurantDialogHref(restaurantId: string, mealId?: string | null, sort?: MealSort): string {
  const params = new URLSearchParams(sort === PROTEIN_PER_CALORIE ? { [SORT_PARAM]: sort } : {});
  params.set("restaurant", restaurantId);
  if (mealId) params.set("meal", mealId);
  return `?${params.toString()}`;
}
