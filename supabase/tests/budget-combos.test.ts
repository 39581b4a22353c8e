import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt } from "./fixtures";

// suggest_budget_combos prunes what it enumerates; these tests compare its answers with every combination of one
// to three meals (each at most twice) counted here, for many budgets, on a small menu with unknown values and
// ties and on a real chain's menu.
type Budget = {
  calories_max: number | null;
  carbs_max: number | null;
  fat_max: number | null;
  sugar_max: number | null;
  protein_min: number | null;
};
type Combo = {
  items: { meal: { id: string; name: string }; quantity: number }[];
  totals: Record<"protein" | "carbs" | "fat" | "sugar" | "calories", number>;
};
type Row = {
  id: string;
  name: string;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
};

const NO_BUDGET: Budget = {
  calories_max: null,
  carbs_max: null,
  fat_max: null,
  sugar_max: null,
  protein_min: null,
};

let db: TestDatabase;
let smallMenu: string;
let chainMenu: string;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state) values ('combo-town', 'Combo Town', 'ZZ')`;
  ({ restaurantId: smallMenu } = await addRestaurantAt(db.sql, {
    name: "Combo Grill",
    cityId: "combo-town",
    meals: [
      { name: "Chicken", protein: "40", carbs: "0", fat: "8", sugar: "0", calories: "230" },
      { name: "Rice", protein: "4", carbs: "45", fat: "1", sugar: "0", calories: "210" },
      { name: "Beans", protein: "8", carbs: "20", fat: "1", sugar: "1", calories: "120" },
      { name: "Steak", protein: "30", carbs: "2", fat: "12", sugar: "0", calories: "240" },
      { name: "Twin steak", protein: "30", carbs: "2", fat: "12", sugar: "0", calories: "240" },
      { name: "Cookie", protein: "2", carbs: "30", fat: "10", sugar: "18", calories: "220" },
      { name: "Mystery bowl", protein: "35", carbs: "40", fat: "15", sugar: "N/A", calories: "450" },
      { name: "Shake", protein: "25", carbs: "50", fat: "5", sugar: "40", calories: null },
      { name: "Salad", protein: "", carbs: "8", fat: "4", sugar: "3", calories: "90" },
      { name: "Zero plate", protein: "0", carbs: "0", fat: "0", sugar: "0", calories: "0" },
      { name: "Half chicken", protein: "20", carbs: "0", fat: "4", sugar: "0", calories: "115" },
    ],
  }));
  const [chain] = await db.sql`select id::text from public.restaurants where name = 'Long John Silver''s'`;
  chainMenu = chain!.id as string;
});
afterAll(() => db.drop());

const suggest = (restaurant: string, budget: Partial<Budget>, limit = 5) =>
  db.api.call("suggest_budget_combos", {
    restaurant_id_param: restaurant,
    ...NO_BUDGET,
    ...budget,
    result_limit: limit,
  } as never) as Promise<Combo[] | null>;

/** In thousandths, null for a value the menu does not give. */
function read(value: string | null): number | null {
  const match = /^([0-9]+\.?[0-9]*|\.[0-9]+)/.exec((value ?? "").replace(/[^0-9.]/g, ""));
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

/** Every combination, by the rule as stated, best first: its meals' ids, sorted, each as often as it is in it. */
function reference(rows: Row[], budget: Budget, limit: number) {
  const caps = [
    ["calories", budget.calories_max],
    ["carbs", budget.carbs_max],
    ["fat", budget.fat_max],
    ["sugar", budget.sugar_max],
  ] as const;
  const sorted = [...rows].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
  );
  const combos: { rows: Row[]; ranks: number[] }[] = [];
  for (let a = 0; a < sorted.length; a += 1) {
    combos.push({ rows: [sorted[a]!], ranks: [a] });
    for (let b = a; b < sorted.length; b += 1) {
      combos.push({ rows: [sorted[a]!, sorted[b]!], ranks: [a, b] });
      for (let c = b; c < sorted.length; c += 1) {
        if (a === c) continue;
        combos.push({ rows: [sorted[a]!, sorted[b]!, sorted[c]!], ranks: [a, b, c] });
      }
    }
  }
  const sum = (combo: Row[], field: keyof Row) => {
    const values = combo.map((row) => read(row[field]));
    return values.includes(null) ? null : values.reduce((total: number, v) => total + v!, 0);
  };
  const fitting = combos.flatMap((combo) => {
    for (const [field, cap] of caps) {
      if (cap === null) continue;
      const total = sum(combo.rows, field);
      if (total === null || total > Math.round(cap * 1000)) return [];
    }
    const protein = combo.rows.reduce((total, row) => total + (read(row.protein) ?? 0), 0);
    if (budget.protein_min !== null) {
      const known = sum(combo.rows, "protein");
      if (known === null || known < Math.round(budget.protein_min * 1000)) return [];
    }
    const calories = combo.rows.reduce((total, row) => total + (read(row.calories) ?? 0), 0);
    return [{ ...combo, protein, calories }];
  });
  fitting.sort(
    (x, y) =>
      y.protein - x.protein ||
      x.calories - y.calories ||
      x.rows.length - y.rows.length ||
      x.ranks.reduce((order, rank, i) => order || rank - y.ranks[i]!, 0),
  );
  return fitting.slice(0, limit).map((combo) => combo.rows.map((row) => row.id).sort());
}

const ids = (combos: Combo[]) =>
  combos.map((combo) =>
    combo.items.flatMap(({ meal, quantity }) => Array<string>(quantity).fill(meal.id)).sort(),
  );

const menu = (restaurant: string) =>
  db.sql<Row[]>`select id::text, name, protein, carbs, fat, sugar, calories from public.meals
    where restaurant_id = ${restaurant} and listed`;

function* budgets(): Generator<Budget> {
  let seed = 5;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (max: number) => {
    const roll = next();
    return roll < 0.4 ? null : roll < 0.47 ? 0 : Math.round(next() * max);
  };
  yield NO_BUDGET;
  yield { calories_max: 620, carbs_max: 60, fat_max: 20, sugar_max: null, protein_min: 38 };
  for (let i = 0; i < 40; i += 1) {
    yield {
      calories_max: pick(1400),
      carbs_max: pick(150),
      fat_max: pick(60),
      sugar_max: pick(40),
      protein_min: pick(100),
    };
  }
}

describe("suggest_budget_combos", () => {
  it("fills a budget with the most protein, each meal at most twice, sums within every cap", async () => {
    const [best] = (await suggest(smallMenu, { calories_max: 470, protein_min: 60 }))!;
    expect(best!.items.map(({ meal, quantity }) => [meal.name, quantity])).toEqual([["Chicken", 2]]);
    expect(best!.totals).toEqual({ protein: 80, carbs: 0, fat: 16, sugar: 0, calories: 460 });
    // Exactly at the caps fits: 460 kcal of two chickens at a 460 cap.
    const exact = (await suggest(smallMenu, { calories_max: 460, fat_max: 16 }))!;
    expect(exact[0]!.totals.calories).toBe(460);
  });

  it("leaves out a meal whose value is unknown on a constrained nutrient", async () => {
    const combos = (await suggest(smallMenu, { sugar_max: 100, calories_max: 5000, protein_min: 0 }, 10))!;
    const names = combos.flatMap((combo) => combo.items.map(({ meal }) => meal.name));
    expect(names).not.toContain("Mystery bowl");
    expect(names).not.toContain("Shake");
    expect(names).not.toContain("Salad");
  });

  it("breaks ties by fewer items, then names", async () => {
    // Two chickens, the same with a zero plate, and a chicken with two halves: 80 g and 460 kcal each, the pair first,
    // then by the items' names. Chicken + Steak and Chicken + Twin steak tie on 70 g and 470 kcal: Steak first.
    const combos = (await suggest(smallMenu, { calories_max: 470, fat_max: 20 }, 5))!;
    const named = combos.map((combo) =>
      combo.items
        .map(({ meal, quantity }) => `${meal.name}${quantity > 1 ? ` x${quantity}` : ""}`)
        .join(" + "),
    );
    expect(named).toEqual([
      "Chicken x2",
      "Chicken x2 + Zero plate",
      "Chicken + Half chicken x2",
      "Chicken + Steak",
      "Chicken + Twin steak",
    ]);
  });

  it("answers null for an unknown restaurant and refuses a bad budget", async () => {
    expect(await suggest("00000000-0000-4000-8000-000000000000", {})).toBeNull();
    await expect(suggest(smallMenu, { fat_max: -2 })).rejects.toThrow(/fat_max must be between/);
  });

  it.each([
    ["a small menu with unknown values", () => smallMenu],
    ["a chain's menu", () => chainMenu],
  ])("gives the best five combinations of every budget on %s", async (_, restaurant) => {
    const rows = await menu(restaurant());
    for (const budget of budgets()) {
      const label = JSON.stringify(budget);
      expect({ label, combos: ids((await suggest(restaurant(), budget))!) }).toEqual({
        label,
        combos: reference(rows, budget, 5),
      });
    }
  });
});
