// The kinds of a menu's items and the slots of an order, apart from the schemas so that the browser's code can
// name them without loading the schema library.

/** A meal is listed and matched; a component is built into an order in its slot; a drink joins a meal. */
export const ITEM_KINDS = ["meal", "component", "drink"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** The slots of an order built from components, in the order the counter takes it. */
export const COMPONENT_SLOTS = ["base", "protein", "rice", "beans", "salsa", "topping"] as const;
export type ComponentSlot = (typeof COMPONENT_SLOTS)[number];
/**
 * What an item is for the diner (public.item_role in SQL): a meal for one, a side, a sharing or catering item, a
 * condiment, a part of an order or a drink. Lists, counts and searches show meals for one.
 */
export const ITEM_ROLES = ["meal", "side", "sharing", "condiment", "part", "drink"] as const;
export type ItemRole = (typeof ITEM_ROLES)[number];
