import type { ItemKind } from "./item-kinds";
import type { MenuSection } from "./menu-sections";

// Finding one item on a long menu (a chain's thousand rows) on a phone: the menu in groups a diner can jump to (its
// sections, and the chain's own categories of its meals), and a search over the items' names.

type FinderRow = {
  id: string;
  name: string;
  kind: ItemKind;
  dish?: string | null;
  slot?: MenuSection["slot"];
  category?: string | null;
};

/** A part of a menu with a heading and a jump of its own. */
export type MenuGroup<T extends FinderRow> = {
  /** Unique in the menu: the id of its heading, with the list's own prefix. */
  key: string;
  title: string;
  /** Its section's role (the meals' groups are the chain's categories). */
  role: MenuSection["role"];
  dishes: MenuSection<T>["dishes"];
};

/** The meals' category a row names, or the meals' own heading. */
const categoryOf = (row: FinderRow, fallback: string) => row.category?.trim() || fallback;

/**
 * A menu's groups in its order: each section of `menuSections`, its meals split by the chain's categories (in the
 * order the menu first lists them) when `byCategory` and there are several.
 */
export function menuGroups<T extends FinderRow>(
  sections: readonly MenuSection<T>[],
  byCategory: boolean,
): MenuGroup<T>[] {
  return sections.flatMap((section, index) => {
    const base = `${section.role}-${section.slot ?? index}`;
    if (!byCategory || section.role !== "meal") {
      return [{ key: base, title: section.title, role: section.role, dishes: section.dishes }];
    }
    const groups = new Map<string, MenuSection<T>["dishes"]>();
    for (const dish of section.dishes) {
      const title = categoryOf(dish.sizes[0]!, section.title);
      const dishes = groups.get(title) ?? [];
      groups.set(title, dishes);
      dishes.push(dish);
    }
    if (groups.size < 2)
      return [{ key: base, title: section.title, role: section.role, dishes: section.dishes }];
    return [...groups].map(([title, dishes], place) => ({
      key: `${base}-${place}`,
      title,
      role: section.role,
      dishes,
    }));
  });
}

/** Text as searched: lower case, accents dropped, every run of other characters one space. */
export const searchText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The groups with only the dishes whose name (any size's) holds every word typed, in any order ("chick sand"
 * finds "Grilled Chicken Sandwich"); groups left empty are dropped. Blank text keeps the menu whole.
 */
export function searchMenu<T extends FinderRow>(
  groups: readonly MenuGroup<T>[],
  typed: string,
): MenuGroup<T>[] {
  const words = searchText(typed).split(" ").filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (row: T) => {
    const text = ` ${searchText(`${row.dish ?? ""} ${row.name}`)}`;
    return words.every((word) => text.includes(word));
  };
  return groups
    .map((group) => ({ ...group, dishes: group.dishes.filter((dish) => dish.sizes.some(matches)) }))
    .filter((group) => group.dishes.length > 0);
}

/** How many items (rows: every size) the groups hold. */
export const itemCount = (groups: readonly MenuGroup<FinderRow>[]) =>
  groups.reduce((sum, group) => sum + group.dishes.reduce((n, dish) => n + dish.sizes.length, 0), 0);
