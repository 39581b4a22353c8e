/** The builder's URL parameters; the restaurant dialog owns 'restaurant' and 'meal', so these differ. */
export const BUILDER_RESTAURANT_PARAM = "from";
export const BUILDER_ITEMS_PARAM = "items";
