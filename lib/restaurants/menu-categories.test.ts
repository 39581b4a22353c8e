import { menuCategories, menuCategory } from "./menu-categories";

const row = (name: string, kind: "meal" | "component" | "drink", category: string | null, slot = null) =>
  ({ name, kind, category, slot }) as const;

describe("a menu by category", () => {
  const menu = [
    row("Iced Tea", "drink", "Beverages"),
    row("Pancakes", "meal", "Breakfast"),
    row("Cheese", "component", "Toppings & Ingredients"),
    row("Burger", "meal", "Burgers & Sandwiches"),
    row("Eggs", "meal", "Breakfast"),
    row("Mystery", "meal", null),
  ];

  it("lists meals first, then the parts of an order, then drinks, each category once with a slug", () => {
    expect(menuCategories(menu).map((c) => [c.slug, c.title, c.rows.length])).toEqual([
      ["breakfast", "Breakfast", 2],
      ["burgers-sandwiches", "Burgers & Sandwiches", 1],
      ["other-meals", "Other meals", 1],
      ["toppings-ingredients", "Toppings & Ingredients", 1],
      ["beverages", "Beverages", 1],
    ]);
  });

  it("sorts a category's rows by name, as its table first shows them", () => {
    expect(menuCategory(menu, "breakfast")!.rows.map((r) => r.name)).toEqual(["Eggs", "Pancakes"]);
    expect(menuCategory(menu, "lunch")).toBeUndefined();
  });

  it("never gives two categories one slug, nor the pages' own segment", () => {
    const slugs = menuCategories([
      row("A", "meal", "Kids' Meals"),
      row("B", "meal", "Kids Meals"),
      row("C", "meal", "Page"),
    ]).map((c) => c.slug);
    expect(slugs).toEqual(["kids-meals", "kids-meals-2", "page-2"]);
  });
});
