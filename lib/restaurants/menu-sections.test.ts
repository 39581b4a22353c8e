import { menuSections } from "./menu-sections";

const row = (
  id: string,
  kind: "meal" | "component" | "drink",
  extra: { dish?: string; slot?: string } = {},
) => ({
  id,
  kind,
  dish: extra.dish ?? null,
  slot: (extra.slot ?? null) as "base" | "protein" | "rice" | "beans" | "salsa" | "topping" | null,
});

describe("a whole menu as a diner reads it", () => {
  const menu = [
    row("salsa", "component", { slot: "salsa" }),
    row("bowl-small", "meal", { dish: "Bowl" }),
    row("shake", "drink"),
    row("chicken-kids", "component", { dish: "Chicken", slot: "protein" }),
    row("bowl-large", "meal", { dish: "Bowl" }),
    row("chicken", "component", { dish: "Chicken", slot: "protein" }),
    row("tortilla", "component", { slot: "base" }),
    row("chips", "meal"),
  ];

  it("lists the meals, then the parts of an order slot by slot, then the drinks, each dish once with its sizes", () => {
    expect(
      menuSections(menu).map((section) => [
        section.title,
        section.dishes.map((d) => d.sizes.map((s) => s.id)),
      ]),
    ).toEqual([
      ["Available Meals", [["bowl-small", "bowl-large"], ["chips"]]],
      ["Build your own: base", [["tortilla"]]],
      ["Build your own: protein", [["chicken-kids", "chicken"]]],
      ["Build your own: salsas and sauces", [["salsa"]]],
      ["Drinks", [["shake"]]],
    ]);
  });
});

describe("a menu's sections by what each item is for the diner", () => {
  const menu = [
    { ...row("tray", "meal"), role: "sharing" as const },
    { ...row("burger", "meal"), role: "meal" as const },
    { ...row("ranch", "meal"), role: "condiment" as const },
    { ...row("fries", "meal"), role: "side" as const },
    { ...row("cola", "drink"), role: "drink" as const },
  ];

  it("puts meals for one first, then sides, sharing items and condiments, each in its own section", () => {
    expect(menuSections(menu).map((section) => [section.title, section.dishes.map((d) => d.key)])).toEqual([
      ["Available Meals", ["meal|burger"]],
      ["Sides", ["side|fries"]],
      ["For sharing and catering", ["sharing|tray"]],
      ["Sauces, dressings and syrups", ["condiment|ranch"]],
      ["Drinks", ["drink|cola"]],
    ]);
  });
});
