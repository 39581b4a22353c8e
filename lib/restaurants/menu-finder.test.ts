import { itemCount, menuGroups, searchMenu, searchText } from "./menu-finder";
import { menuSections } from "./menu-sections";

type Row = {
  id: string;
  name: string;
  kind: "meal" | "component" | "drink";
  dish?: string | null;
  category?: string;
};

const row = (id: string, name: string, category: string, kind: Row["kind"] = "meal", dish?: string): Row => ({
  id,
  name,
  kind,
  category,
  dish: dish ?? null,
});

const menu: Row[] = [
  row("1", "Grilled Chicken Sandwich", "Sandwiches"),
  row("2", "Turkey Club — Mini", "Subs", "meal", "Turkey Club"),
  row("3", "Turkey Club — Giant", "Subs", "meal", "Turkey Club"),
  row("4", "Crème Brûlée Latte", "Coffee", "drink"),
  row("5", "Chicken Noodle Soup", "Soups"),
];

describe("finding an item on a long menu", () => {
  it("groups the meals by the chain's categories, each section after", () => {
    const groups = menuGroups(menuSections(menu), true);
    expect(groups.map((group) => [group.title, group.dishes.length])).toEqual([
      ["Sandwiches", 1],
      ["Subs", 1],
      ["Soups", 1],
      ["Drinks", 1],
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
    expect(itemCount(groups)).toBe(5);
  });

  it("keeps a ranked or single-category list one group", () => {
    expect(menuGroups(menuSections(menu), false).map((group) => group.title)).toEqual([
      "Available Meals",
      "Drinks",
    ]);
  });

  it("finds every word typed, in any order, accents and case aside", () => {
    const groups = menuGroups(menuSections(menu), true);
    const names = (typed: string) =>
      searchMenu(groups, typed).flatMap((group) =>
        group.dishes.flatMap((dish) => dish.sizes.map((r) => r.name)),
      );
    expect(names("chick")).toEqual(["Grilled Chicken Sandwich", "Chicken Noodle Soup"]);
    expect(names("sand chick")).toEqual(["Grilled Chicken Sandwich"]);
    expect(names("CREME brulee")).toEqual(["Crème Brûlée Latte"]);
    // A dish is found by any of its sizes, and shown with all of them.
    expect(names("giant")).toEqual(["Turkey Club — Mini", "Turkey Club — Giant"]);
    expect(names("zzz")).toEqual([]);
    expect(searchMenu(groups, "  ")).toEqual(groups);
    expect(searchText("Jersey Mike's #13")).toBe("jersey mike s 13");
  });
});
