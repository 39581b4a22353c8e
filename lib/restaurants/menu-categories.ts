import { nameSlug } from "@/lib/listings/slug";
import { knownMacro } from "@/lib/nutrition/macro-value";
import { COMPONENT_SLOTS, ITEM_KINDS, type ItemKind } from "./item-kinds";
import type { Meal } from "./schema";

// A chain's nutrition page links its menu by category, each category a page of its own
// (/restaurant-nutrition/{chain}/{category}), in pages of MENU_PAGE_ROWS rows (docs/product.md#nutrition-pages).

/** The rows of one page of a menu's category: a page of them stays within the HTML budget. */
export const MENU_PAGE_ROWS = 60;

type CategoryRow = Pick<Meal, "kind" | "category" | "slot" | "name">;

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

/**
 * A menu's categories as the chain names them: meals first, then the parts an order is built from, then drinks,
 * each kind's categories in the order the menu first lists them. Every category has its own slug.
 */
export function menuCategories<T extends CategoryRow>(rows: readonly T[]): MenuCategory<T>[] {
  const byTitle = new Map<string, { kind: ItemKind; rows: T[] }>();
  for (const row of rows) {
    const title = row.category?.trim() || UNCATEGORISED[row.kind];
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
    .sort((a, b) => ITEM_KINDS.indexOf(a.kind) - ITEM_KINDS.indexOf(b.kind))
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

/** The `count` meals (not components or drinks) with the most protein the chain publishes, most first. */
export function mostProtein<T extends CategoryRow & Pick<Meal, "protein" | "protein_g">>(
  rows: readonly T[],
  count: number,
): T[] {
  return rows
    .filter((row) => row.kind === "meal" && knownMacro(row.protein) !== null)
    .sort((a, b) => b.protein_g - a.protein_g || a.name.localeCompare(b.name))
    .slice(0, count);
}
