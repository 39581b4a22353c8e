import { nameSlug } from "@/lib/listings/slug";
import { knownMacro } from "@/lib/nutrition/macro-value";
import { COMPONENT_SLOTS, ITEM_ROLES, type ItemKind, type ItemRole } from "./item-kinds";
import type { Meal } from "./schema";

// A chain's nutrition page links its menu by category, each category a page of its own
// (/restaurant-nutrition/{chain}/{category}), in pages of MENU_PAGE_ROWS rows (docs/product.md#nutrition-pages).

/**
 * The rows of one page of a menu's category: a page of them, with their JSON-LD in the HTML and again in the payload
 * that hydrates it, stays within the HTML budget (a row about 1.8 KB, the page around it about 53 KB).
 */
export const MENU_PAGE_ROWS = 50;

type CategoryRow = Pick<Meal, "kind" | "category" | "slot" | "name"> &
  Partial<Pick<Meal, "role" | "implausible">>;

export type MenuCategory<T extends CategoryRow = Meal> = {
  /** The category's address segment. */
  slug: string;
  title: string;
  kind: ItemKind;
  /** Its rows by name, as its table first shows them. */
  rows: T[];
};

/** The category of a row the chain put in none, by its kind. */
const UNCATEGORISED: Record<ItemKind, string> = {
  meal: "Other meals",
  component: "Build your own",
  drink: "Drinks",
};

/** A row's role; a row read without one is a meal, a part or a drink by its kind. */
const roleOf = (row: CategoryRow): ItemRole =>
  row.role ?? (row.kind === "component" ? "part" : row.kind === "drink" ? "drink" : "meal");

/** The sections of the items that are not meals for one, whatever category the chain filed them in. */
const ROLE_CATEGORIES: Partial<Record<ItemRole, string>> = {
  sharing: "For sharing and catering",
  condiment: "Sauces, dressings and syrups",
};

/**
 * A menu's categories as the chain names them: meals for one and sides first, then the items for sharing or
 * catering and the condiments (each a section of its own), then the parts an order is built from, then drinks,
 * each role's categories in the order the menu first lists them. Every category has its own slug.
 */
export function menuCategories<T extends CategoryRow>(rows: readonly T[]): MenuCategory<T>[] {
  const byTitle = new Map<string, { kind: ItemKind; rows: T[] }>();
  const rank = (row: CategoryRow) => Math.max(ITEM_ROLES.indexOf(roleOf(row)), 1);
  for (const row of rows) {
    const role = roleOf(row);
    const title =
      ROLE_CATEGORIES[role] ??
      (role === "drink" && row.kind !== "drink" ? UNCATEGORISED.drink : undefined) ??
      (row.category?.trim() || UNCATEGORISED[row.kind]);
    const category = byTitle.get(title);
    if (category) category.rows.push(row);
    else byTitle.set(title, { kind: row.kind, rows: [row] });
  }
  const taken = new Set<string>();
  const uniqueSlug = (title: string, kind: ItemKind) => {
    const base = nameSlug(title) || kind;
    let slug = base;
    for (let n = 2; taken.has(slug) || slug === "page"; n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
  const slotOrder = (row: T) => COMPONENT_SLOTS.indexOf(row.slot ?? "topping");
  return [...byTitle]
    .map(([title, { kind, rows: categoryRows }]) => ({ title, kind, rows: categoryRows }))
    .sort((a, b) => Math.min(...a.rows.map(rank)) - Math.min(...b.rows.map(rank)))
    .map(({ title, kind, rows: categoryRows }) => ({
      slug: uniqueSlug(title, kind),
      title,
      kind,
      rows: [...categoryRows].sort((a, b) =>
        kind === "component"
          ? slotOrder(a) - slotOrder(b) || a.name.localeCompare(b.name)
          : a.name.localeCompare(b.name),
      ),
    }));
}

/** One category of a menu by its slug, or undefined. */
export const menuCategory = <T extends CategoryRow>(rows: readonly T[], slug: string) =>
  menuCategories(rows).find((category) => category.slug === slug);

/**
 * The `count` meals for one (not sharing items, sides, condiments, parts or drinks, nor rows whose numbers may
 * belong to another item) with the most protein the chain publishes, most first.
 */
export function mostProtein<T extends CategoryRow & Pick<Meal, "protein" | "protein_g">>(
  rows: readonly T[],
  count: number,
): T[] {
  return rows
    .filter((row) => roleOf(row) === "meal" && !row.implausible && knownMacro(row.protein) !== null)
    .sort((a, b) => b.protein_g - a.protein_g || a.name.localeCompare(b.name))
    .slice(0, count);
}
