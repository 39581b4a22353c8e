import { menuCategories, menuCategory, mostProtein } from "./menu-categories";

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

describe("the items that are not meals for one", () => {
  const menu = [
    { ...row("Catering Salad (Serves 10)", "meal", "Salads"), role: "sharing" as const },
    { ...row("Cobb Salad", "meal", "Salads"), role: "meal" as const },
    { ...row("Ranch Dressing", "meal", "Entrees"), role: "condiment" as const },
    { ...row("Pibb Xtra (20 fl oz)", "meal", "Entrees"), role: "drink" as const },
  ];

  it("puts sharing items, condiments and misfiled drinks in sections of their own, after the meals", () => {
    expect(menuCategories(menu).map((c) => [c.title, c.rows.map((r) => r.name)])).toEqual([
      ["Salads", ["Cobb Salad"]],
      ["For sharing and catering", ["Catering Salad (Serves 10)"]],
      ["Sauces, dressings and syrups", ["Ranch Dressing"]],
      ["Drinks", ["Pibb Xtra (20 fl oz)"]],
    ]);
  });

  it("never counts a sharing item or a flagged row among the most protein", () => {
    const meal = (name: string, protein: number, extra: object) => ({
      ...row(name, "meal", "Salads"),
      protein: String(protein),
      protein_g: protein,
      ...extra,
    });
    const rows = [
      meal("Catering Salad (Serves 10)", 120, { role: "sharing" }),
      meal("Cookie", 49, { role: "meal", implausible: "dessert_protein" }),
      meal("Cobb Salad", 40, { role: "meal" }),
    ];
    expect(mostProtein(rows, 3).map((r) => r.name)).toEqual(["Cobb Salad"]);
  });
});
