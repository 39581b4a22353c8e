import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt, refreshSummaries } from "./fixtures";

// The calculator's net-carbs cap (net_carbs_max, g) in every search that takes the label limits: the macro match
// (in a city, near a ZIP and anywhere, by each of its ways of reading), the budget search, both kinds of
// combinations (the builds' cap: lib/orders/order-rules.test.ts). Net carbs are carbs less fiber (meals.net_carbs_g): a meal that does not publish
// its fiber has unknown net carbs, never its carbs, so it never passes the cap, however low its carbs.
type Meal = { name: string; protein: string; carbs: string; fat: string; sugar: string; calories: string };
type MealJson = {
  id: string;
  name: string;
  restaurant: { id: string };
  net_carbs_g?: number;
  fiber_g?: number;
};
type Matches = { total: number; meals: MealJson[] };
type Combo = {
  items: { meal: { id: string; name: string; net_carbs_g?: number }; quantity: number }[];
  totals: Record<"protein" | "carbs" | "fat" | "sugar" | "calories", number>;
};

// name, protein, carbs, fat, sugar, calories, fiber (null: not published); net carbs in the comment.
const MENU: [string, number, number, number, number, number, number | null][] = [
  ["Rice bowl", 30, 60, 10, 2, 500, 5], // 55 g
  ["Keto plate", 35, 8, 20, 1, 360, 3], // 5 g
  ["Bean chili", 25, 40, 8, 3, 400, 15], // 25 g
  ["Steak", 40, 0, 15, 0, 300, 0], // 0 g
  ["Fiber bomb", 10, 10, 5, 2, 150, 14], // 0 g (never below 0)
  // Fiber not published: net carbs unknown, though the carbs alone (4 g) are under every cap tried here.
  ["Greens plate", 3, 4, 1, 1, 40, null],
  ["Mystery pasta", 20, 70, 12, 5, 600, null],
];
const MEALS: Meal[] = MENU.map(([name, protein, carbs, fat, sugar, calories]) => ({
  name,
  protein: String(protein),
  carbs: String(carbs),
  fat: String(fat),
  sugar: String(sugar),
  calories: String(calories),
}));
const UNKNOWN = ["Mystery pasta", "Greens plate"];

let db: TestDatabase;
let menu: string;
type Row = { id: string; name: string; p: number; k: number; net: number | null };
let rows: Row[];
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state) values ('net-town', 'Net Town', 'ZZ')`;
  // No coordinates, but the ZIP: near 10001 its menu is read as the area's (zip_area_locations).
  ({ restaurantId: menu } = await addRestaurantAt(db.sql, {
    name: "Carb Kitchen",
    cityId: "net-town",
    zip: "10001",
    meals: MEALS,
  }));
  for (const [name, , , , , , fiber] of MENU) {
    await db.sql`update public.meals set fiber_g = ${fiber} where restaurant_id = ${menu} and name = ${name}`;
  }
  await refreshSummaries(db.sql);
  rows = (
    await db.sql<{ id: string; name: string; p: string; k: string; net: string | null }[]>`
      select id::text, name, protein_g as p, calories_kcal as k, net_carbs_g as net
      from public.meals where restaurant_id = ${menu}`
  ).map((row) => ({
    ...row,
    p: Number(row.p),
    k: Number(row.k),
    net: row.net === null ? null : Number(row.net),
  }));
});
afterAll(() => db.drop());

const match = (args: Record<string, unknown>) =>
  db.api.call("find_meals_by_macros", { result_limit: 100, ...args } as never) as Promise<Matches>;
const withinBudget = (args: Record<string, unknown>) =>
  db.api.call("find_meals_within_budget", { result_limit: 100, ...args } as never) as Promise<Matches>;
const budgetCombos = (args: Record<string, unknown>, limit = 10) =>
  db.api.call("suggest_budget_combos", {
    restaurant_id_param: menu,
    result_limit: limit,
    ...args,
  } as never) as Promise<Combo[]>;
const mealCombos = (args: Record<string, unknown>, limit = 10) =>
  db.api.call("suggest_meal_combos", {
    restaurant_id_param: menu,
    result_limit: limit,
    ...args,
  } as never) as Promise<Combo[]>;
const names = (result: Matches) => result.meals.map((meal) => meal.name).sort();
const ours = (result: Matches) =>
  names({ ...result, meals: result.meals.filter((m) => m.restaurant.id === menu) });
const labels = (combos: Combo[]) =>
  combos.map((combo) =>
    combo.items.map(({ meal, quantity }) => `${meal.name}${quantity > 1 ? ` x${quantity}` : ""}`).join(" + "),
  );
/** A combination's summed net carbs in thousandths (as the functions add up); null when one item's is unknown. */
const comboNet = (combo: Combo) =>
  combo.items.reduce<number | null>(
    (sum, { meal, quantity }) =>
      sum === null || meal.net_carbs_g === undefined
        ? null
        : sum + Math.round(meal.net_carbs_g * 1000) * quantity,
    0,
  );

/** Every meal of a page publishes its net carbs, at most the cap. */
function expectWithinCap(result: Matches, cap: number) {
  for (const meal of result.meals) {
    expect(meal.net_carbs_g).toBeDefined();
    expect(meal.net_carbs_g!).toBeLessThanOrEqual(cap);
  }
}

describe("the macro match's net-carbs cap (find_meals_by_macros)", () => {
  it("keeps a meal just at the cap, not one just past it, and never one without published fiber", async () => {
    const inTown = (cap: number | null) => match({ location_param: "net-town", net_carbs_max: cap });
    expect(names(await inTown(null))).toEqual(MEALS.map((meal) => meal.name).sort());
    expect(names(await inTown(25))).toEqual(["Bean chili", "Fiber bomb", "Keto plate", "Steak"]);
    expect(names(await inTown(24.99))).toEqual(["Fiber bomb", "Keto plate", "Steak"]);
    // Greens plate's 4 g of carbs are under 5, but without its fiber its net carbs are unknown.
    expect(names(await inTown(5))).toEqual(["Fiber bomb", "Keto plate", "Steak"]);
    expect(names(await inTown(0))).toEqual(["Fiber bomb", "Steak"]);
    const loose = names(await inTown(10000));
    expect(loose).toHaveLength(MEALS.length - UNKNOWN.length);
    for (const name of UNKNOWN) expect(loose).not.toContain(name);
  });

  it("combines with the targets and the other label limits, and orders as before", async () => {
    const result = await match({
      location_param: "Net Town, ZZ",
      protein_target: 35,
      calories_target: 360,
      net_carbs_max: 25,
      fiber_min: 3,
    });
    expect(result.meals.map((meal) => meal.name)).toEqual(["Keto plate"]);
    const byDensity = await match({
      location_param: "net-town",
      net_carbs_max: 25,
      sort_param: "protein_per_calorie",
    });
    expect(byDensity.meals.map((meal) => meal.name)).toEqual([
      "Steak",
      "Keto plate",
      "Fiber bomb",
      "Bean chili",
    ]);
  });

  it("holds near a ZIP, where each menu is read from its index", async () => {
    // Greens plate's own numbers put it first, until the cap leaves it out.
    const sideGreens = { protein_target: 3, carbs_target: 4, fat_target: 1, calories_target: 40 };
    const near = (cap: number | null) =>
      match({ location_param: "10001", ...sideGreens, net_carbs_max: cap });
    expect((await near(null)).meals[0]?.name).toBe("Greens plate");
    const capped = await near(100);
    expectWithinCap(capped, 100);
    expect(ours(capped)).not.toContain("Greens plate");
    // Keto plate's own numbers: only it of this menu is within them, with 5 g net carbs.
    const keto = {
      location_param: "10001",
      protein_target: 35,
      carbs_target: 8,
      fat_target: 20,
      calories_target: 360,
    };
    const atCap = await match({ ...keto, net_carbs_max: 5 });
    expectWithinCap(atCap, 5);
    expect(ours(atCap)).toEqual(["Keto plate"]);
    expect(ours(await match({ ...keto, net_carbs_max: 4.99 }))).toEqual([]);
  });

  it.each([
    { label: "no target", args: {} },
    { label: "one target", args: { protein_target: 35 } },
    { label: "a 0 target", args: { carbs_target: 0 } },
    { label: "two targets", args: { protein_target: 35, calories_target: 360 } },
    {
      label: "four targets",
      args: { protein_target: 35, carbs_target: 8, fat_target: 20, calories_target: 360 },
    },
    { label: "by protein per calorie", args: { protein_target: 35, sort_param: "protein_per_calorie" } },
  ])("holds anywhere with $label", async ({ args }) => {
    const capped = await match({ ...args, net_carbs_max: 5 });
    expectWithinCap(capped, 5);
    expect(capped.meals.map((meal) => meal.name)).not.toContain("Greens plate");
  });

  it("finds a meal at the cap anywhere, and leaves out one without fiber that its carbs alone would pass", async () => {
    const keto = { protein_target: 35, carbs_target: 8, fat_target: 20, calories_target: 360 };
    expect((await match({ ...keto, net_carbs_max: 5 })).meals.map((m) => m.id)).toContain(
      rows.find((row) => row.name === "Keto plate")!.id,
    );
    expect((await match({ ...keto, net_carbs_max: 4.999 })).meals.map((m) => m.name)).not.toContain(
      "Keto plate",
    );
    const greens = { protein_target: 3, carbs_target: 4, fat_target: 1, calories_target: 40 };
    expect((await match(greens)).meals.map((m) => m.name)).toContain("Greens plate");
    expect((await match({ ...greens, net_carbs_max: 10000 })).meals.map((m) => m.name)).not.toContain(
      "Greens plate",
    );
  });

  it("refuses a negative or oversized cap, naming the argument", async () => {
    await expect(match({ net_carbs_max: -1 })).rejects.toThrow(/net_carbs_max must be between 0 and 10000/);
    await expect(match({ net_carbs_max: 10000.5 })).rejects.toThrow(/net_carbs_max/);
  });
});

describe("the budget search's net-carbs cap (find_meals_within_budget)", () => {
  it("fits a meal just at the cap, not one just past it, and never one without published fiber", async () => {
    const inTown = (args: Record<string, unknown>) => withinBudget({ location_param: "net-town", ...args });
    expect(names(await inTown({ net_carbs_max: 25 }))).toEqual([
      "Bean chili",
      "Fiber bomb",
      "Keto plate",
      "Steak",
    ]);
    expect(names(await inTown({ net_carbs_max: 24.99 }))).toEqual(["Fiber bomb", "Keto plate", "Steak"]);
    expect(names(await inTown({ net_carbs_max: 5 }))).toEqual(["Fiber bomb", "Keto plate", "Steak"]);
    expect(names(await inTown({ net_carbs_max: 5, carbs_max: 5 }))).toEqual(["Steak"]);
    expect(names(await inTown({ carbs_max: 5 }))).toEqual(["Greens plate", "Steak"]);
    expect((await inTown({ net_carbs_max: 10000 })).total).toBe(MEALS.length - UNKNOWN.length);
    expect((await inTown({ net_carbs_max: null })).total).toBe(MEALS.length);
  });

  it("holds anywhere and near a ZIP", async () => {
    for (const location of [null, "10001"]) {
      const result = await withinBudget({
        location_param: location,
        net_carbs_max: 5,
        protein_min: 35,
        calories_max: 360,
        carbs_max: 8,
        fat_max: 20,
        sugar_max: 1,
      });
      expectWithinCap(result, 5);
      expect(result.meals.map((meal) => meal.name)).toContain("Keto plate");
      const greens = await withinBudget({ location_param: location, calories_max: 40, net_carbs_max: 100 });
      expectWithinCap(greens, 100);
      expect(greens.meals.map((meal) => meal.name)).not.toContain("Greens plate");
    }
  });

  it("refuses a negative or oversized cap", async () => {
    await expect(withinBudget({ net_carbs_max: -0.1 })).rejects.toThrow(/net_carbs_max/);
    await expect(withinBudget({ net_carbs_max: 10001 })).rejects.toThrow(/net_carbs_max/);
  });
});

/** Every combination of one to three of the menu's meals (each at most twice), with the rows' ranks by name. */
function everyCombination() {
  const sorted = [...rows].sort((a, b) => (a.name < b.name ? -1 : 1));
  const combos: { rows: Row[]; ranks: number[] }[] = [];
  for (let a = 0; a < sorted.length; a += 1) {
    combos.push({ rows: [sorted[a]!], ranks: [a] });
    for (let b = a; b < sorted.length; b += 1) {
      combos.push({ rows: [sorted[a]!, sorted[b]!], ranks: [a, b] });
      for (let c = b; c < sorted.length; c += 1) {
        if (a !== c) combos.push({ rows: [sorted[a]!, sorted[b]!, sorted[c]!], ranks: [a, b, c] });
      }
    }
  }
  return combos;
}
const sum = (parts: Row[], field: "p" | "k" | "net") => {
  const values = parts.map((row) => row[field]);
  return values.includes(null) ? null : values.reduce((total: number, v) => total + Math.round(v! * 1000), 0);
};
const underCap = (parts: Row[], cap: number) => {
  const net = sum(parts, "net");
  return net !== null && net <= Math.round(cap * 1000);
};
const byRanks = (x: { ranks: number[] }, y: { ranks: number[] }) =>
  x.ranks.length - y.ranks.length || x.ranks.reduce((order, rank, i) => order || rank - y.ranks[i]!, 0);
const idsOf = (combos: { rows: Row[] }[]) => combos.map((combo) => combo.rows.map((row) => row.id).sort());
const comboIds = (combos: Combo[]) =>
  combos.map((combo) =>
    combo.items.flatMap(({ meal, quantity }) => Array<string>(quantity).fill(meal.id)).sort(),
  );

describe("the budget combinations' net-carbs cap (suggest_budget_combos)", () => {
  it("fits a sum just at the cap, not just past it", async () => {
    // Bean chili + Keto plate: 60 g protein, 760 kcal, 25 + 5 = 30 g net carbs.
    const budget = { calories_max: 760, protein_min: 60, carbs_max: 48 };
    expect(labels(await budgetCombos({ ...budget, net_carbs_max: 30 }))).toContain("Bean chili + Keto plate");
    expect(labels(await budgetCombos({ ...budget, net_carbs_max: 29.99 }))).not.toContain(
      "Bean chili + Keto plate",
    );
  });

  it("leaves out a meal without published fiber, however loose the cap", async () => {
    expect(labels(await budgetCombos({ calories_max: 80 }))).toEqual(["Greens plate x2", "Greens plate"]);
    expect(await budgetCombos({ calories_max: 80, net_carbs_max: 10000 })).toEqual([]);
  });

  it.each([
    { net_carbs_max: 0 },
    { net_carbs_max: 10 },
    { net_carbs_max: 30, protein_min: 60 },
    { net_carbs_max: 60, calories_max: 900 },
  ])("gives the best ten combinations by the rule for %j", async (budget) => {
    const combos = await budgetCombos(budget, 10);
    for (const combo of combos) expect(comboNet(combo)).toBeLessThanOrEqual(budget.net_carbs_max * 1000);
    const fitting = everyCombination().filter(
      (combo) =>
        underCap(combo.rows, budget.net_carbs_max) &&
        (budget.calories_max === undefined || sum(combo.rows, "k")! <= budget.calories_max * 1000) &&
        (budget.protein_min === undefined || sum(combo.rows, "p")! >= budget.protein_min * 1000),
    );
    fitting.sort(
      (x, y) =>
        sum(y.rows, "p")! - sum(x.rows, "p")! || sum(x.rows, "k")! - sum(y.rows, "k")! || byRanks(x, y),
    );
    expect(comboIds(combos)).toEqual(idsOf(fitting.slice(0, 10)));
  });

  it("refuses a bad cap", async () => {
    await expect(budgetCombos({ net_carbs_max: -1 })).rejects.toThrow(/net_carbs_max/);
  });
});

describe("the meal combinations' net-carbs cap (suggest_meal_combos)", () => {
  it("fits a sum just at the cap, not just past it", async () => {
    expect(labels(await mealCombos({ calories_target: 760, net_carbs_max: 30 }))).toContain(
      "Bean chili + Keto plate",
    );
    expect(labels(await mealCombos({ calories_target: 760, net_carbs_max: 29.99 }))).not.toContain(
      "Bean chili + Keto plate",
    );
  });

  it("leaves out a meal without published fiber, however loose the cap", async () => {
    expect(labels(await mealCombos({ calories_target: 40 }))[0]).toBe("Greens plate");
    const capped = await mealCombos({ calories_target: 40, net_carbs_max: 10000 });
    expect(capped.flatMap((combo) => combo.items.map(({ meal }) => meal.name))).not.toContain("Greens plate");
  });

  it.each([
    { calories_target: 500, net_carbs_max: 10 },
    { calories_target: 700, protein_target: 60, net_carbs_max: 30 },
    { protein_target: 70, net_carbs_max: 5 },
    { net_carbs_max: 0 },
  ])("gives the best ten combinations by the rule for %j", async (targets) => {
    const combos = await mealCombos(targets, 10);
    for (const combo of combos) expect(comboNet(combo)).toBeLessThanOrEqual(targets.net_carbs_max * 1000);
    const aims = [
      ["p", targets.protein_target],
      ["k", targets.calories_target],
    ] as const;
    const fitting = everyCombination().flatMap((combo) => {
      if (!underCap(combo.rows, targets.net_carbs_max)) return [];
      let distance = 0;
      for (const [field, target] of aims) {
        if (target === undefined) continue;
        const value = sum(combo.rows, field)!;
        if (value < Math.ceil(target * 750) || value > Math.floor(target * 1250)) return [];
        if (target > 0) distance += Math.abs(value - target * 1000) / (target * 1000);
      }
      return [{ ...combo, distance }];
    });
    fitting.sort((x, y) => x.distance - y.distance || byRanks(x, y));
    expect(comboIds(combos)).toEqual(idsOf(fitting.slice(0, 10)));
  });

  it("refuses a bad cap", async () => {
    await expect(mealCombos({ net_carbs_max: 10001 })).rejects.toThrow(/net_carbs_max/);
  });
});
