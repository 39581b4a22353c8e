import { COMPONENT_SLOTS, type ComponentSlot, type ItemRole } from "@/lib/restaurants/item-kinds";
import type { Meal } from "@/lib/restaurants/schema";

/** A dish as a menu shows it: its sizes (one row each, with its own numbers), in the menu's order. */
type DishEntry<T extends MenuRow = Meal> = { key: string; sizes: T[] };
export type MenuSection<T extends MenuRow = Meal> = {
  role: ItemRole;
  slot: ComponentSlot | null;
  title: string;
  dishes: DishEntry<T>[];
};
type MenuRow = Pick<Meal, "id" | "kind" | "dish" | "slot"> & { role?: ItemRole };

const SLOT_TITLES: Record<ComponentSlot, string> = {
  base: "Base",
  protein: "Protein",
  rice: "Rice",
  beans: "Beans",
  salsa: "Salsas and sauces",
  topping: "Toppings",
};

/** The heading of a component slot ("Salsas and sauces"). */
const slotTitle = (slot: ComponentSlot) => SLOT_TITLES[slot];

/** A row's dish: the sizes of one dish are one entry; a dish of one size is its own. */
const dishKey = (row: MenuRow) => `${roleOf(row)}|${row.dish ?? row.id}`;

/** The rows as dishes with their sizes, in the order the rows come. */
function groupDishes<T extends MenuRow>(rows: readonly T[]): DishEntry<T>[] {
  const dishes = new Map<string, T[]>();
  for (const row of rows) {
    const key = dishKey(row);
    const sizes = dishes.get(key);
    if (sizes) sizes.push(row);
    else dishes.set(key, [row]);
  }
  return [...dishes].map(([key, sizes]) => ({ key, sizes }));
}

/** A row's role; a row read without one is a meal, a part or a drink by its kind. */
const roleOf = (row: MenuRow): ItemRole =>
  row.role ?? (row.kind === "component" ? "part" : row.kind === "drink" ? "drink" : "meal");

/** The sections after the meals and before the parts of an order, each role's heading. */
const ROLE_TITLES: Record<Exclude<ItemRole, "meal" | "part" | "drink">, string> = {
  side: "Sides",
  sharing: "For sharing and catering",
  condiment: "Sauces, dressings and syrups",
};

/**
 * A whole menu as a diner reads it: its meals for one first, then its sides, the items for sharing or catering and
 * the condiments, then the parts an order is built from, slot by slot in the order the counter takes them, then its
 * drinks; each section's dishes with their sizes. Empty sections are left out.
 */
export function menuSections<T extends MenuRow>(
  rows: readonly T[],
  mealsTitle = "Available Meals",
): MenuSection<T>[] {
  const of = (role: ItemRole, slot: ComponentSlot | null = null) =>
    rows.filter((row) => roleOf(row) === role && (role !== "part" || (row.slot ?? "topping") === slot));
  const sections: MenuSection<T>[] = [
    { role: "meal", slot: null, title: mealsTitle, dishes: groupDishes(of("meal")) },
    ...(["side", "sharing", "condiment"] as const).map((role) => ({
      role,
      slot: null,
      title: ROLE_TITLES[role],
      dishes: groupDishes(of(role)),
    })),
    ...COMPONENT_SLOTS.map((slot) => ({
      role: "part" as const,
      slot,
      title: `Build your own: ${slotTitle(slot).toLowerCase()}`,
      dishes: groupDishes(of("part", slot)),
    })),
    { role: "drink", slot: null, title: "Drinks", dishes: groupDishes(of("drink")) },
  ];
  return sections.filter((section) => section.dishes.length > 0);
}
