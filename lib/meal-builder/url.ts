/** The builder's URL parameters; the restaurant dialog owns 'restaurant' and 'meal', so these differ. */
export const BUILDER_RESTAURANT_PARAM = "from";
export const BUILDER_ITEMS_PARAM = "items";
/** Targets to suggest a meal for, from the macro calculator's 'Build a full meal here' (see combos.ts). */
export const BUILDER_TARGETS_PARAM = "targets";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The meal builder holding a stored order's parts, each as many times as the order holds it. */
export function orderBuilderHref(restaurantId: string, parts: { id: string; quantity: number }[]) {
  const items = parts.map(({ id, quantity }) => (quantity === 1 ? id : `${id}*${quantity}`)).join(",");
  const params = new URLSearchParams({
    [BUILDER_RESTAURANT_PARAM]: restaurantId,
    [BUILDER_ITEMS_PARAM]: items,
  });
  return `/tools/meal-builder?${params.toString()}#tools`;
}

/** Whether a URL value can be a restaurant or meal id (a UUID), checked before asking the server. */
export const isUuid = (value: string) => UUID.test(value);
