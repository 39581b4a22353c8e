import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { loadFoodnomsMenu } from "./foodnoms";
import { loadMenus, menuItems, type SourceRow } from "./menu";
import { DATA_DIR, readStaticData } from "./static-data";

const row = (values: Partial<SourceRow>): SourceRow => ({
  item: "Hook & Ladder",
  kind: "meal",
  category: "Sandwiches",
  description: "",
  serving: null,
  calories: "720",
  protein: "36",
  carbs: "70",
  fat: "30",
  sugar: "8",
  label: {
    saturatedFat: null,
    transFat: null,
    cholesterol: null,
    sodium: null,
    fiber: null,
    potassium: null,
  },
  ...values,
});

describe("a menu's items", () => {
  test("rows of one name with different numbers are sizes of one dish; the same numbers are one item", () => {
    const items = menuItems([
      row({ description: "Hook & Ladder, Medium Subs", calories: "720" }),
      row({ description: "Hook & Ladder, Large Subs", calories: "1130" }),
      row({ description: "Hook & Ladder, Medium Subs, Catering", calories: "720" }),
    ]);
    expect(items.map((item) => [item.name, item.dish, item.size, item.calories])).toEqual([
      ["Hook & Ladder — Medium", "Hook & Ladder", "Medium", "720"],
      ["Hook & Ladder — Large", "Hook & Ladder", "Large", "1130"],
    ]);
  });

  test("a dish's plain row is its Regular size, unless a row is called Regular: then, printed twice, it goes", () => {
    const milk = menuItems(
      [
        row({ item: "1% Milk", serving: "473 mL", calories: "180" }),
        row({ item: "1% Milk (Kids)", calories: "100" }),
        row({ item: "1% Milk (Large)", calories: "180" }),
        row({ item: "1% Milk (Regular)", calories: "110" }),
      ],
      { splitNames: true },
    );
    expect(milk.map((item) => [item.name, item.calories])).toEqual([
      ["1% Milk — Kids", "100"],
      ["1% Milk — Large", "180"],
      ["1% Milk — Regular", "110"],
    ]);
    const chicken = menuItems([row({ item: "Chicken" }), row({ item: "Chicken (Kids)", calories: "90" })], {
      splitNames: true,
    });
    expect(chicken.map((item) => item.name)).toEqual(["Chicken — Regular", "Chicken — Kids"]);
  });

  test("rows told apart by a menu section are dishes of their own, named for what differs", () => {
    const items = menuItems([
      row({ item: "French Fries", description: "French Fries, Side Dishes", calories: "1060" }),
      row({ item: "French Fries", description: "French Fries, Glamburgers", calories: "530" }),
    ]);
    expect(items.map((item) => [item.name, item.size])).toEqual([
      ["French Fries (Side Dishes)", null],
      ["French Fries (Glamburgers)", null],
    ]);
  });

  test("rows the document tells apart by nothing are told apart by their numbers, never 'Option n'", () => {
    const items = menuItems(
      [
        row({ item: "Queso", calories: "136" }),
        row({ item: "Queso", calories: "96" }),
        row({ item: "Fish, Regular", calories: "106" }),
        row({ item: "Fish, Regular", calories: "38" }),
      ],
      { splitNames: true },
    );
    expect(items.map((item) => item.name)).toEqual([
      "Queso — 136 kcal",
      "Queso — 96 kcal",
      "Fish — Regular (106 kcal)",
      "Fish — Regular (38 kcal)",
    ]);
  });

  test("sizes in names of every form group into one dish; punctuation twins are one dish", () => {
    const items = menuItems(
      [
        row({ item: "Caffe Latte, Tall", calories: "150" }),
        row({ item: "Caffe Latte, Grande", calories: "190" }),
        row({ item: '6" Italian B.M.T.', calories: "380" }),
        row({ item: "Italian BMT, Footlong", calories: "760" }),
      ],
      { splitNames: true },
    );
    expect(items.map((item) => [item.dish, item.size])).toEqual([
      ["Caffe Latte", "Tall"],
      ["Caffe Latte", "Grande"],
      ["Italian B.M.T.", '6"'],
      ["Italian B.M.T.", "Footlong"],
    ]);
  });

  test("components and drinks are kept, with meal types only for meals", () => {
    const items = menuItems([
      row({ item: "Steak", kind: "component", category: "Toppings & Ingredients" }),
      row({ item: "Sweet Tea", kind: "drink", category: "Beverages" }),
    ]);
    expect(items.map((item) => [item.kind, item.slot, item.mealTypes])).toEqual([
      ["component", "protein", []],
      ["drink", null, []],
    ]);
  });
});

describe("the seed's menus (MenuStat 2022 and the chains' own documents)", () => {
  const menus = loadMenus(join(DATA_DIR, "chain-menus.csv"));
  const replaced = new Set(readStaticData().chains.flatMap((chain) => (chain.menu ? [chain.csv] : [])));

  test("no size is numbered, no dish is named 'with …', and every size's numbers are its document's row", () => {
    const all = new Map(menus);
    for (const chain of readStaticData().chains) {
      if (!chain.menu) continue;
      const { items } = loadFoodnomsMenu(join(DATA_DIR, "foodnoms", chain.menu.file), {
        encoding: chain.menu.encoding,
        components: chain.menu.components,
        meals: chain.menu.meals === undefined ? undefined : new RegExp(chain.menu.meals, "i"),
      });
      all.set(chain.csv, items);
    }
    for (const [chain, items] of all) {
      expect([chain, items.filter((item) => /^(option|regular|size) ?\d+$/i.test(item.size ?? ""))]).toEqual([
        chain,
        [],
      ]);
      expect([chain, items.filter((item) => /^with\b/i.test(item.dish ?? item.name))]).toEqual([chain, []]);
      const names = new Set(items.map((item) => item.name.toLowerCase()));
      expect([chain, names.size]).toEqual([chain, items.length]);
    }
  });

  test("no menu shows one name with different numbers", () => {
    for (const [chain, items] of menus) {
      const names = new Set(items.map((item) => item.name.toLowerCase()));
      expect([chain, names.size]).toEqual([chain, items.length]);
    }
  });

  test("at least 95% of MenuStat's named variants are on their chain's menu with their own numbers", () => {
    // A named variant: a food row up to 2,000 kcal whose chain and item name another row shares with other numbers.
    type Csv = Record<
      "restaurant" | "item" | "category" | "calories" | "protein" | "carbs" | "fat" | "sugar",
      string
    >;
    const rows = (
      parse(readFileSync(join(DATA_DIR, "chain-menus.csv"), "utf8"), { columns: true }) as Csv[]
    ).filter((r) => r.category !== "Beverages" && Number(r.calories) <= 2000 && !replaced.has(r.restaurant));
    const numbers = (r: Pick<Csv, "calories" | "protein" | "carbs" | "fat" | "sugar">) =>
      [r.calories, r.protein, r.carbs, r.fat, r.sugar].map((v) => v || "").join("|");
    const byName = new Map<string, Set<string>>();
    for (const r of rows) {
      const key = `${r.restaurant}|${r.item.toLowerCase()}`;
      byName.set(key, (byName.get(key) ?? new Set()).add(numbers(r)));
    }
    const variants = [...byName].filter(([, set]) => set.size > 1);
    let total = 0;
    let found = 0;
    for (const [key, set] of variants) {
      const [restaurant, name] = key.split("|");
      const menu = new Set(
        (menus.get(restaurant!) ?? [])
          .filter((item) => item.sourceName.toLowerCase() === name)
          .map((item) =>
            numbers({
              calories: item.calories ?? "",
              protein: item.protein ?? "",
              carbs: item.carbs ?? "",
              fat: item.fat ?? "",
              sugar: item.sugar ?? "",
            }),
          ),
      );
      for (const value of set) {
        total += 1;
        if (menu.has(value)) found += 1;
      }
    }
    expect(variants.length).toBeGreaterThan(400);
    expect(found / total).toBeGreaterThanOrEqual(0.95);
  });
});
