/** The builder's URL parameters; the restaurant dialog owns 'restaurant' and 'meal', so these differ. */
export const BUILDER_RESTAURANT_PARAM = "from";
export const BUILDER_ITEMS_PARAM = "items";
/** Targets to suggest a meal for, from the macro calculator's 'Build a full meal here' (see combos.ts). */
export const BUILDER_TARGETS_PARAM = "targets";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL value can be a restaurant or meal id (a UUID), checked before asking the server. */
export const isUuid = (value: string) => UUID.test(value);
