// Types only: this module is in the home page's search results, which need none of the sort's code.
import type { MealSort } from "@/lib/nutrition/meal-sort";

/** Map links are a maps search by address (docs/product.md#map-links). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The dialog's URL state: `?restaurant=<id>&meal=<id>` on the current page (see RestaurantDialogFromUrl). A page
 * read in protein-per-calorie order keeps its `sort`, which the dialog's list follows too.
 */
export function restaurantDialogHref(restaurantId: string, mealId?: string | null, sort?: MealSort): string {
  const params = new URLSearchParams(sort === "protein-per-calorie" ? { sort } : {});
  params.set("restaurant", restaurantId);
  if (mealId) params.set("meal", mealId);
  return `?${params.toString()}`;
}

/** The request form opened for one restaurant: its restaurant choice is locked to it. */
export function mealRequestHref(restaurantId: string): string {
  return `/request?${new URLSearchParams({ restaurant: restaurantId }).toString()}`;
}
