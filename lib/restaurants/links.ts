/** SPEC §9: map links are a maps search by address. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The dialog's URL state: `?restaurant=<id>&meal=<id>` on the current page (see RestaurantDialogFromUrl). */
export function restaurantDialogHref(restaurantId: string, mealId?: string | null): string {
  const params = new URLSearchParams({ restaurant: restaurantId });
  if (mealId) params.set("meal", mealId);
  return `?${params.toString()}`;
}

/** The request form opened for one restaurant: its restaurant choice is locked to it. */
export function mealRequestHref(restaurantId: string): string {
  return `/request?${new URLSearchParams({ restaurant: restaurantId }).toString()}`;
}
