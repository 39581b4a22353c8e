import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt } from "./fixtures";

// The calculator's optional label limits in both modes: a sodium cap (mg) and a fiber floor (g) in
// find_meals_within_budget, suggest_budget_combos and suggest_meal_combos (find_meals_by_macros' are tested in
// nutrition-check.test.ts). At their edges (a value or a sum equal to the cap or floor), with meals that do not
// publish the value (never within a limit on it, as find_meals_by_macros reads them), with no limit (every meal
// as before), and the combinations against every combination of the menu counted here.
type Meal = {
  name: string;
  protein: string;
  carbs: string;
  fat: string;
  sugar: string;
  calories: string;
  sodium: number | null;
  fiber: number | null;
};
type Combo = {
  items: { meal: { id: string; name: string }; quantity: number }[];
  totals: Record<"protein" | "carbs" | "fat" | "sugar" | "calories", number>;
};
type Matches = {
  total: number;
  meals: { id: string; name: string; sodium_mg?: number; fiber_g?: number }[];
};
type Row = {
  id: string;
  name: string;
  p: number;
  c: number;
  f: number;
  s: number;
  k: number;
  sodium: number | null;
  fiber: number | null;
};
type Limits = { sodium_max?: number | null; fiber_min?: number | null };

const MEALS: Meal[] = [
  {
    name: "Salty wrap",
    protein: "30",
    carbs: "40",
    fat: "10",
    sugar: "2",
    calories: "400",
    sodium: 1200,
    fiber: 3,
  },
  {
    name: "Bean bowl",
    protein: "20",
    carbs: "50",
    fat: "8",
    sugar: "3",
    calories: "350",
    sodium: 600,
    fiber: 12,
  },
  {
    name: "Grilled chicken",
    protein: "40",
    carbs: "0",
    fat: "6",
    sugar: "0",
    calories: "220",
    sodium: 400,
    fiber: 0,
  },
  {
    name: "Garden salad",
    protein: "2",
    carbs: "6",
    fat: "3",
    sugar: "2",
    calories: "60",
    sodium: 150,
    fiber: 4,
  },
  {
    name: "Mystery soup",
    protein: "10",
    carbs: "20",
    fat: "5",
    sugar: "4",
    calories: "200",
    sodium: null,
    fiber: null,
  },
  {
    name: "Unlabeled plate",
    protein: "35",
    carbs: "30",
    fat: "10",
    sugar: "1",
    calories: "450",
    sodium: 900,
    fiber: null,
  },
  {
    name: "Lean plate",
    protein: "25",
    carbs: "10",
    fat: "4",
    sugar: "1",
    calories: "200",
    sodium: 100,
    fiber: 1.5,
  },
];

let db: TestDatabase;
let menu: string;
let rows: Row[];
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state) values ('label-town', 'Label Town', 'ZZ')`;
  ({ restaurantId: menu } = await addRestaurantAt(db.sql, {
    name: "Label Grill",
    cityId: "label-town",
    meals: MEALS,
  }));
  for (const meal of MEALS) {
    await db.sql`update public.meals set sodium_mg = ${meal.sodium}, fiber_g = ${meal.fiber}
      where restaurant_id = ${menu} and name = ${meal.name}`;
  }
  rows = (
    await db.sql<
      {
        id: string;
        name: string;
        p: string;
        c: string;
        f: string;
        s: string;
        k: string;
        sodium: string | null;
        fiber: string | null;
      }[]
    >`select id::text, name, protein_g as p, carbs_g as c, fat_g as f, sugar_g as s, calories_kcal as k,
        sodium_mg as sodium, fiber_g as fiber
      from public.meals where restaurant_id = ${menu}`
  ).map((row) => ({
    ...row,
    p: Number(row.p),
    c: Number(row.c),
    f: Number(row.f),
    s: Number(row.s),
    k: Number(row.k),
    sodium: row.sodium === null ? null : Number(row.sodium),
    fiber: row.fiber === null ? null : Number(row.fiber),
  }));
});
afterAll(() => db.drop());

const withinBudget = (args: Record<string, unknown>) =>
  db.api.call("find_meals_within_budget", {
    location_param: "label-town",
    result_limit: 100,
    ...args,
  } as never) as Promise<Matches>;
const budgetCombos = (args: Record<string, unknown>, limit = 10) =>
  db.api.call("suggest_budget_combos", {
    restaurant_id_param: menu,
    result_limit: limit,
    ...args,
  } as never) as Promise<Combo[] | null>;
const mealCombos = (args: Record<string, unknown>, limit = 10) =>
  db.api.call("suggest_meal_combos", {
    restaurant_id_param: menu,
    result_limit: limit,
    ...args,
  } as never) as Promise<Combo[] | null>;
const names = (result: Matches) => result.meals.map((meal) => meal.name).sort();
const labels = (combos: Combo[]) =>
  combos.map((combo) =>
    combo.items.map(({ meal, quantity }) => `${meal.name}${quantity > 1 ? ` x${quantity}` : ""}`).join(" + "),
  );

/** Every combination of one to three meals (each at most twice), its rows and the rows' ranks by name. */
function everyCombination() {
  const sorted = [...rows].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
  );
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

/** In thousandths, as the functions add up; null when a part is unknown. */
const total = (parts: Row[], field: "p" | "c" | "f" | "s" | "k" | "sodium" | "fiber") => {
  const values = parts.map((row) => row[field]);
  return values.includes(null) ? null : values.reduce((sum: number, v) => sum + Math.round(v! * 1000), 0);
};

/** The label limits as stated: the summed sodium at most the cap and fiber at least the floor, both known. */
function withinLimits(parts: Row[], { sodium_max = null, fiber_min = null }: Limits) {
  const sodium = total(parts, "sodium");
  const fiber = total(parts, "fiber");
  if (sodium_max !== null && (sodium === null || sodium > Math.round(sodium_max * 1000))) return false;
  return fiber_min === null || (fiber !== null && fiber >= Math.round(fiber_min * 1000));
}

const byRanks = (x: { ranks: number[] }, y: { ranks: number[] }) =>
  x.ranks.length - y.ranks.length || x.ranks.reduce((order, rank, i) => order || rank - y.ranks[i]!, 0);
const idsOf = (combos: { rows: Row[] }[]) => combos.map((combo) => combo.rows.map((row) => row.id).sort());
const comboIds = (combos: Combo[]) =>
  combos.map((combo) =>
    combo.items.flatMap(({ meal, quantity }) => Array<string>(quantity).fill(meal.id)).sort(),
  );

/** suggest_budget_combos by its rule: caps on the sums, floors on protein and fiber, most protein first. */
function budgetReference(budget: { calories_max?: number; protein_min?: number } & Limits, limit: number) {
  const fitting = everyCombination().filter(
    (combo) =>
      withinLimits(combo.rows, budget) &&
      (budget.calories_max === undefined || total(combo.rows, "k")! <= budget.calories_max * 1000) &&
      (budget.protein_min === undefined || total(combo.rows, "p")! >= budget.protein_min * 1000),
  );
  fitting.sort(
    (x, y) =>
      total(y.rows, "p")! - total(x.rows, "p")! || total(x.rows, "k")! - total(y.rows, "k")! || byRanks(x, y),
  );
  return idsOf(fitting.slice(0, limit));
}

/** suggest_meal_combos by its rule: each sum within ±25% of its target, closest first, then fewer items, names. */
function targetsReference(
  targets: { protein_target?: number; calories_target?: number } & Limits,
  limit: number,
) {
  const aims = [
    ["p", targets.protein_target],
    ["k", targets.calories_target],
  ] as const;
  const fitting = everyCombination().flatMap((combo) => {
    if (!withinLimits(combo.rows, targets)) return [];
    let distance = 0;
    for (const [field, target] of aims) {
      if (target === undefined) continue;
      const sum = total(combo.rows, field)!;
      if (sum < Math.ceil(target * 750) || sum > Math.floor(target * 1250)) return [];
      if (target > 0) distance += Math.abs(sum - target * 1000) / (target * 1000);
    }
    return [{ ...combo, distance }];
  });
  fitting.sort((x, y) => x.distance - y.distance || byRanks(x, y));
  return idsOf(fitting.slice(0, limit));
}

describe("find_meals_within_budget's sodium cap and fiber floor", () => {
  it("fits a meal whose sodium equals the cap or whose fiber equals the floor, not one just past it", async () => {
    expect(names(await withinBudget({ sodium_max: 600 }))).toEqual([
      "Bean bowl",
      "Garden salad",
      "Grilled chicken",
      "Lean plate",
    ]);
    expect(names(await withinBudget({ sodium_max: 599.9 }))).toEqual([
      "Garden salad",
      "Grilled chicken",
      "Lean plate",
    ]);
    expect(names(await withinBudget({ fiber_min: 12 }))).toEqual(["Bean bowl"]);
    expect(names(await withinBudget({ fiber_min: 12.01 }))).toEqual([]);
    expect(names(await withinBudget({ sodium_max: 600, fiber_min: 4, protein_min: 2 }))).toEqual([
      "Bean bowl",
      "Garden salad",
    ]);
  });

  it("never fits a meal that does not publish the value, however loose the limit; empty is no limit", async () => {
    const loose = names(await withinBudget({ sodium_max: 100000, fiber_min: 0 }));
    expect(loose).not.toContain("Mystery soup");
    expect(loose).not.toContain("Unlabeled plate");
    expect(loose).toHaveLength(5);
    expect(names(await withinBudget({ sodium_max: 100000 }))).toContain("Unlabeled plate");
    expect((await withinBudget({ sodium_max: null, fiber_min: null })).total).toBe(MEALS.length);
    expect((await withinBudget({})).total).toBe(MEALS.length);
  });

  it("holds anywhere and near a ZIP too, where the meals are read from the index", async () => {
    for (const location of [null, "10001"]) {
      const result = await withinBudget({
        location_param: location,
        sodium_max: 500,
        fiber_min: 5,
        protein_min: 10,
      });
      for (const meal of result.meals) {
        expect(meal.sodium_mg).toBeLessThanOrEqual(500);
        expect(meal.fiber_g).toBeGreaterThanOrEqual(5);
      }
    }
    const anywhere = await withinBudget({
      location_param: null,
      sodium_max: 600,
      fiber_min: 12,
      calories_max: 350,
    });
    expect(anywhere.meals.map((meal) => meal.name)).toContain("Bean bowl");
  });

  it("refuses a negative or oversized limit, naming the argument", async () => {
    await expect(withinBudget({ sodium_max: -1 })).rejects.toThrow(/sodium_max must be between 0 and 100000/);
    await expect(withinBudget({ fiber_min: 10001 })).rejects.toThrow(/fiber_min must be between 0 and 10000/);
  });
});

describe("suggest_budget_combos' sodium cap and fiber floor", () => {
  it("fits sums equal to the cap and the floor, not just past them", async () => {
    // Grilled chicken x2: 800 mg sodium, 0 g fiber; Bean bowl + Garden salad: 750 mg, 16 g.
    const atCap = labels((await budgetCombos({ sodium_max: 800, protein_min: 80 }))!);
    expect(atCap).toContain("Grilled chicken x2");
    expect(labels((await budgetCombos({ sodium_max: 799, protein_min: 80 }))!)).not.toContain(
      "Grilled chicken x2",
    );
    const atFloor = labels((await budgetCombos({ fiber_min: 16, calories_max: 410 }))!);
    expect(atFloor).toEqual(["Bean bowl + Garden salad"]);
    expect(await budgetCombos({ fiber_min: 16.01, calories_max: 410 })).toEqual([]);
  });

  it("leaves out a meal that does not publish a limited value, and keeps it without the limit", async () => {
    const limited = (await budgetCombos({ sodium_max: 100000, fiber_min: 0 }, 10))!;
    const used = limited.flatMap((combo) => combo.items.map(({ meal }) => meal.name));
    expect(used).not.toContain("Mystery soup");
    expect(used).not.toContain("Unlabeled plate");
    const free = (await budgetCombos({}, 10))!.flatMap((combo) => combo.items.map(({ meal }) => meal.name));
    expect(free).toContain("Unlabeled plate");
  });

  it.each([
    {},
    { sodium_max: 1000 },
    { fiber_min: 10 },
    { sodium_max: 1500, fiber_min: 8 },
    { sodium_max: 800, fiber_min: 3, calories_max: 700 },
    { sodium_max: 2500, fiber_min: 20, protein_min: 30 },
    { sodium_max: 0 },
  ])("gives the best ten combinations by the rule for %j", async (budget) => {
    expect(comboIds((await budgetCombos(budget, 10))!)).toEqual(budgetReference(budget, 10));
  });

  it("refuses a bad limit", async () => {
    await expect(budgetCombos({ sodium_max: 100001 })).rejects.toThrow(/sodium_max/);
    await expect(budgetCombos({ fiber_min: -0.5 })).rejects.toThrow(/fiber_min/);
  });
});

describe("suggest_meal_combos' sodium cap and fiber floor", () => {
  it("fits sums equal to the cap and the floor, not just past them", async () => {
    // Grilled chicken x2: 440 kcal, 800 mg sodium. Bean bowl + Garden salad: 410 kcal, 16 g fiber.
    expect(labels((await mealCombos({ calories_target: 440, sodium_max: 800 }))!)[0]).toBe(
      "Grilled chicken x2",
    );
    expect(labels((await mealCombos({ calories_target: 440, sodium_max: 799.9 }))!)).not.toContain(
      "Grilled chicken x2",
    );
    expect(labels((await mealCombos({ calories_target: 410, fiber_min: 16 }))!)).toContain(
      "Bean bowl + Garden salad",
    );
    expect(labels((await mealCombos({ calories_target: 410, fiber_min: 16.5 }))!)).not.toContain(
      "Bean bowl + Garden salad",
    );
  });

  it("with no target, a fiber floor few meals meet alone still finds the combinations that meet it", async () => {
    // Only Bean bowl has 12 g alone; at 13 g none does, and the page is pairs with later names (Bean bowl + Salty
    // wrap) before any triple of the first meals by name.
    expect(labels((await mealCombos({ fiber_min: 12 }, 5))!)[0]).toBe("Bean bowl");
    const combos = (await mealCombos({ fiber_min: 13 }, 3))!;
    expect(labels(combos)).toEqual(["Bean bowl x2", "Bean bowl + Garden salad", "Bean bowl + Lean plate"]);
    expect(comboIds(combos)).toEqual(targetsReference({ fiber_min: 13 }, 3));
  });

  it.each([
    { calories_target: 500 },
    { calories_target: 500, sodium_max: 1000 },
    { calories_target: 600, protein_target: 50, fiber_min: 5 },
    { protein_target: 60, sodium_max: 1300, fiber_min: 1 },
    { sodium_max: 300 },
    { fiber_min: 0 },
  ])("gives the best ten combinations by the rule for %j", async (targets) => {
    expect(comboIds((await mealCombos(targets, 10))!)).toEqual(targetsReference(targets, 10));
  });

  it("refuses a bad limit", async () => {
    await expect(mealCombos({ sodium_max: -1 })).rejects.toThrow(/sodium_max/);
    await expect(mealCombos({ fiber_min: 10001 })).rejects.toThrow(/fiber_min/);
  });
});
