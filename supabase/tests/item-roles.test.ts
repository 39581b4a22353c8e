import { createTestDatabase, type TestDatabase } from "@/test/database";

// What each menu item is for the diner (public.item_role) and whether its numbers fit its name
// (public.implausible_reason): the rules the meal lists, counts and searches rest on (meals.listed).
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Row = {
  kind?: string;
  name: string;
  category?: string | null;
  serving?: string | null;
  protein?: string;
};
const roleOf = async ({ kind = "meal", name, category = null, serving = null, protein = "20" }: Row) => {
  const [row] = await db.sql`select public.item_role(${kind}, ${name}, ${category}::text, ${serving}::text,
    ${protein}) as role, public.sharing_label(${name}, ${serving}::text) as serves`;
  return row as { role: string; serves: string | null };
};

describe("an item's role, from its own words", () => {
  it.each([
    ["Naked Chicken Tenders (25 ea)", "25 pieces"],
    ["Ham Triangles (Catering) — 40 triangles", "Catering"],
    ["Catering Seasonal Greens Salad (Serves 10)", "Serves 10"],
    ["Pretzel Bites with Cheddar Cheese Fondue - Serves 2-4", "Serves 2–4"],
    ["20 PC Classic Wings (Lemon Pepper)", "20 pieces"],
    ["20 Chicken Fingers, No Sauce", "20 pieces"],
    ["Potato Salad — Family Side", "Family size"],
    ["Chick-fil-A Cool Wrap Tray — Medium", "Tray"],
    ["Unsweet Tea - JUG", "Gallon"],
    ["Seafarer's Feast", "For a group"],
    ["Meal for 4", "For 4"],
    ["Signature Jumbo Shrimp Cocktail Platter — 2 lb", "2 lb"],
  ])("%s serves more than one: %s", async (name, serves) => {
    expect(await roleOf({ name })).toEqual({ role: "sharing", serves });
  });

  it.each([
    "Thai Chicken, Family Slice",
    "Classic Sandwich Party Pack, 1 Serving",
    "9 Piece Rib Platter, 1 Serving",
    "Pancake Platter",
    "Taco, Tiny (15 pc.)",
    "Smoked Wings — 10 Piece",
  ])("%s is a meal for one", async (name) => {
    expect((await roleOf({ name })).role).toBe("meal");
  });

  it.each([
    ["1 Pump of Cane Sugar Syrup", "Beverages", "0"],
    ["Buttermilk Ranch Dressing — 44 mL", "Entrees", "1"],
    ["Country Gravy (Condiments)", "Entrees", "1"],
    ["Ketchup", "Entrees", "0"],
    ["Blueberry Syrup", "Entrees", "0"],
  ])("%s is a condiment", async (name, category, protein) => {
    expect(
      (await roleOf({ name, category, protein, kind: category === "Beverages" ? "drink" : "meal" })).role,
    ).toBe("condiment");
  });

  it.each([
    ["Linguini with Lemon Butter Sauce", "Entrees", "25"],
    ["Mozzarella Sticks with Marinara Sauce", "Appetizers & Sides", "30"],
    ["SuperSonic Jalapeno Double Cheeseburger w/ Mustard", "Burgers", "50"],
    ["Cheese Tortelloni in Roasted Garlic Cream Sauce", "Entrees", "30"],
  ])("%s is a dish that has a sauce, not a condiment", async (name, category, protein) => {
    expect((await roleOf({ name, category, protein })).role).toBe("meal");
  });

  it("a dipping cup is a condiment by its portion, though its name names no condiment", async () => {
    expect(
      (await roleOf({ name: "Bayou Buffalo", category: "Entrees", serving: "28 g", protein: "0" })).role,
    ).toBe("condiment");
    expect(
      (await roleOf({ name: "Chocolate Chip Cookie", category: "Entrees", serving: "28 g", protein: "1" }))
        .role,
    ).toBe("meal");
  });

  it("a drink filed among the food is a drink; a side says so or is a potato or a light starter", async () => {
    expect(
      (await roleOf({ name: "Pibb Xtra (20 fl oz, Drive Thru)", category: "Entrees", protein: "0" })).role,
    ).toBe("drink");
    expect(
      (await roleOf({ name: "French Fries — Large", category: "Fried Potatoes", protein: "7" })).role,
    ).toBe("side");
    expect((await roleOf({ name: "Side Caesar Salad", category: "Salads", protein: "6" })).role).toBe("side");
    expect((await roleOf({ name: "Coleslaw", category: "Appetizers & Sides", protein: "2" })).role).toBe(
      "side",
    );
    expect(
      (await roleOf({ name: "Peach Chutney Chicken (no side)", category: "Entrees", protein: "31" })).role,
    ).toBe("meal");
    expect(
      (await roleOf({ name: "Chicken Wings (10 pc portion)", category: "Appetizers & Sides", protein: "29" }))
        .role,
    ).toBe("meal");
    expect((await roleOf({ kind: "component", name: "Chicken", protein: "32" })).role).toBe("part");
    expect((await roleOf({ name: "Bacon (Build Your Own Omelette)", protein: "6" })).role).toBe("part");
    expect((await roleOf({ name: "Coca Cola — X-Large", category: "Entrees", protein: "0" })).role).toBe(
      "drink",
    );
  });
});

const why = async (
  kind: string,
  name: string,
  category: string,
  serving: string | null,
  [calories, protein, carbs, fat]: number[],
) => {
  const [row] = await db.sql`select public.implausible_reason(${kind}, ${name}, ${category}, ${serving}::text,
    ${String(calories)}, ${String(protein)}, ${String(carbs)}, ${String(fat)}) as why`;
  return row!.why as string | null;
};

describe("numbers that fit their names", () => {
  it("flags a dessert with a steak's protein, though its energy adds up (Arby's cookie, MenuStat 2022)", async () => {
    // 4 × 49 + 4 × 48 + 9 × 39 = 739: the energy check passes it.
    expect(
      await why("meal", "Salted Caramel & Chocolate Cookie", "Desserts", "358 g", [740, 49, 48, 39]),
    ).toBe("dessert_protein");
    expect(await why("meal", "Chocolate Chunk Cookie", "Desserts", "49 g", [240, 3, 32, 11])).toBeNull();
    expect(await why("meal", "Shepherd's Pie", "Entrees", null, [1030, 55, 66, 60])).toBeNull();
  });

  it("flags a zero or diet drink with energy, and a soda with protein", async () => {
    expect(await why("drink", "Coca-Cola Zero Sugar — 13oz", "Beverages", "176 g", [470, 38, 28, 23])).toBe(
      "zero_drink_energy",
    );
    expect(await why("drink", "Diet Coke — Regular", "Beverages", null, [600, 0, 1, 2])).toBe(
      "zero_drink_energy",
    );
    expect(await why("drink", "Diet Coke — Regular", "Beverages", null, [0, 0, 0, 0])).toBeNull();
    expect(await why("drink", "Sprite — 13oz", "Beverages", "268 g", [610, 35, 51, 30])).toBe(
      "drink_protein",
    );
    expect(await why("drink", "Chocolate Shake", "Beverages", null, [610, 15, 90, 20])).toBeNull();
  });

  it("flags more energy than pure fat in the serving's weight, or more macros than it weighs", async () => {
    expect(await why("meal", "Bacon, Egg & Cheese Biscuit", "Sandwiches", "171 g", [4990, 21, 41, 26])).toBe(
      "energy_density",
    );
    expect(await why("meal", "Grilled Chicken", "Entrees", "100 g", [400, 90, 30, 10])).toBe(
      "macros_over_weight",
    );
    expect(await why("meal", "Grilled Chicken", "Entrees", "200 g", [400, 60, 0, 17])).toBeNull();
  });
});

describe("the seed's menus", () => {
  it("lists only meals for one whose numbers fit, and says why a flagged row's numbers may not be its own", async () => {
    const roles = await db.sql<{ role: string; listed: number; total: number }[]>`
      select role, count(*) filter (where listed)::int as listed, count(*)::int as total from public.meals
      group by role`;
    expect(roles.filter((r) => r.listed > 0).map((r) => r.role)).toEqual(["meal"]);
    const [flagged] = await db.sql`
      select count(*)::int as n, count(*) filter (where listed)::int as listed from public.meals
      where implausible is not null`;
    expect(flagged!.n).toBeGreaterThan(10);
    expect(flagged!.listed).toBe(0);
    const [cookie] = await db.sql`
      select public.meal_json(m) as json from public.meals m join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Arby''s' and m.name = 'Salted Caramel & Chocolate Cookie'`;
    expect(cookie!.json.implausible).toBe("dessert_protein");
    expect(cookie!.json.role).toBeUndefined();
    expect(cookie!.json.nutrition_note).toBe(
      "These numbers may belong to another item, as published by MenuStat.",
    );
  });

  it("no catering, sharing or condiment item is among the most protein on any menu", async () => {
    const rows = await db.sql<{ name: string }[]>`
      select m.name from public.meals m where m.listed and (m.name ~* '\\m(catering|serves [0-9]|tray)\\M|^[0-9]+ pumps? of|^(\\w+ ){0,2}syrup$')`;
    expect(rows).toEqual([]);
  });
});
