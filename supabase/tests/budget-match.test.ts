import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt } from "./fixtures";

// find_meals_within_budget: the budget mode's rule at its edges (a value equal to its cap, caps of 0, empty fields,
// values the menu does not give, ties), and every answer compared with a plain implementation of the rule written
// here, over the seed's meals (anywhere) and over generated meals with many ties and unknown values (in a city).
type Budget = {
  calories_max: number | null;
  carbs_max: number | null;
  fat_max: number | null;
  sugar_max: number | null;
  protein_min: number | null;
};
type Result = {
  total: number;
  total_capped: boolean;
  meals: {
    id: string;
    name: string;
    restaurant: { name: string; city: string | null } | null;
    distance_miles?: number | null;
  }[];
};
type Row = {
  id: string;
  name: string;
  restaurant_id: string;
  restaurant_name: string;
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
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state)
    values ('budget-town', 'Budget Town', 'ZZ'), ('budget-gen', 'Budget Gen', 'ZZ')`;
  await addRestaurantAt(db.sql, {
    name: "Alpha Grill",
    cityId: "budget-town",
    meals: [
      { name: "Cap edge", protein: "38g", carbs: "60", fat: "20 g", sugar: "10", calories: "620" },
      { name: "Over by a little", protein: "40", carbs: "60", fat: "20.1", sugar: "0", calories: "500" },
      { name: "Unknown calories", protein: "50", carbs: "10", fat: "5", sugar: "1", calories: null },
      { name: "N/A sugar", protein: "45", carbs: "10", fat: "5", sugar: "N/A", calories: "400" },
      { name: "Zero sugar", protein: "20", carbs: "5", fat: "2", sugar: "0 g", calories: "150" },
      { name: "Empty protein", protein: "", carbs: "1", fat: "1", sugar: "0", calories: "10" },
      { name: "Wrap", protein: "30", carbs: "30", fat: "10", sugar: "5", calories: "300" },
      { name: "Bowl", protein: "30", carbs: "30", fat: "10", sugar: "5", calories: "300" },
    ],
  });
  await addRestaurantAt(db.sql, {
    name: "Beta Grill",
    cityId: "budget-town",
    meals: [
      { name: "Able bowl", protein: "30", carbs: "30", fat: "10", sugar: "5", calories: "300" },
      { name: "Dot calories", protein: "60", carbs: "5", fat: "5", sugar: "0", calories: "." },
      { name: "Lighter bowl", protein: "30", carbs: "30", fat: "10", sugar: "5", calories: "299.5" },
    ],
  });
  // Generated meals with many equal values, zeros and unknown values, for the comparison with the plain rule.
  const [gen] =
    await db.sql`insert into public.restaurants (name) values ('Gen Budget Kitchen') returning id`;
  await db.sql`insert into public.locations (restaurant_id, city_id, address)
    values (${gen!.id}, 'budget-gen', '9 Gen St, Budget Gen, ZZ 99999')`;
  await db.sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories)
    select ${gen!.id}, 'Gen ' || (i % 50),
      case when i % 23 = 0 then null when i % 29 = 0 then 'N/A' else (i * 37 % 61) || 'g' end,
      case when i % 31 = 0 then '' else (i * 53 % 91)::text end,
      case when i % 37 = 0 then '-' else (i * 29 % 41) || ' g' end,
      case when i % 19 = 0 then null else (i * 13 % 31)::text end,
      case when i % 41 = 0 then 'unknown' else (10 * (i * 17 % 101))::text end
    from generate_series(1, 600) i`;
  await db.sql`analyze public.meals`;
});
afterAll(() => db.drop());

const find = (budget: Partial<Budget>, extra: Record<string, unknown> = {}) =>
  db.api.call("find_meals_within_budget", { ...NO_BUDGET, ...budget, ...extra } as never) as Promise<Result>;
const inTown = (budget: Partial<Budget>, extra: Record<string, unknown> = {}) =>
  find(budget, { location_param: "budget-town", result_limit: 100, ...extra });
const names = (result: Result) => result.meals.map((meal) => meal.name);

/** The cleaning rule, with a value the menu does not give as null (it counts as 0 in the order). */
function read(value: string | null): number | null {
  const match = /^([0-9]+\.?[0-9]*|\.[0-9]+)/.exec((value ?? "").replace(/[^0-9.]/g, ""));
  return match ? Number(match[1]) : null;
}

/** The rule as the issue states it, over rows read from the tables. */
function reference(rows: Row[], budget: Budget) {
  const caps = [
    ["calories", budget.calories_max],
    ["carbs", budget.carbs_max],
    ["fat", budget.fat_max],
    ["sugar", budget.sugar_max],
  ] as const;
  const fits = rows.filter((row) => {
    for (const [field, cap] of caps) {
      if (cap === null) continue;
      const value = read(row[field]);
      if (value === null || value > cap) return false;
    }
    if (budget.protein_min === null) return true;
    const protein = read(row.protein);
    return protein !== null && protein >= budget.protein_min;
  });
  const key = (row: Row) => [-(read(row.protein) ?? 0), read(row.calories) ?? 0] as const;
  // The database's collation is C: names compare by code point, as < does for these names.
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return fits.sort((a, b) => {
    const [ap, ak] = key(a);
    const [bp, bk] = key(b);
    return (
      ap - bp ||
      ak - bk ||
      text(a.restaurant_name, b.restaurant_name) ||
      text(a.name, b.name) ||
      text(a.id, b.id)
    );
  });
}

const rows = (where: "anywhere" | "budget-town" | "budget-gen") =>
  db.sql<
    Row[]
  >`select m.id::text, m.name, m.restaurant_id::text, r.name as restaurant_name, m.protein, m.carbs,
      m.fat, m.sugar, m.calories
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where m.listed and (${where === "anywhere"} or m.restaurant_id in (
      select l.restaurant_id from public.locations l where l.city_id = ${where}))`;

describe("find_meals_within_budget's rule", () => {
  it("fits a meal whose value equals its cap or floor, and not one just past it", async () => {
    const result = await inTown({
      calories_max: 620,
      carbs_max: 60,
      fat_max: 20,
      sugar_max: 10,
      protein_min: 38,
    });
    expect(names(result)).toContain("Cap edge");
    expect(names(result)).not.toContain("Over by a little");
    expect(names(await inTown({ protein_min: 38.1 }))).not.toContain("Cap edge");
    expect(names(await inTown({ calories_max: 619.9 }))).not.toContain("Cap edge");
  });

  it("reads a cap of 0 as 'nothing of it': only meals known to have none", async () => {
    const result = await inTown({ sugar_max: 0 });
    expect(names(result)).toEqual(
      expect.arrayContaining(["Over by a little", "Zero sugar", "Empty protein", "Dot calories"]),
    );
    expect(names(result)).not.toContain("N/A sugar");
    expect(names(result)).not.toContain("Cap edge");
    const zeros = await inTown({ calories_max: 0, carbs_max: 0, fat_max: 0, sugar_max: 0, protein_min: 0 });
    expect(zeros.meals).toEqual([]);
  });

  it("leaves an empty field unconstrained: with none, every meal of the place fits", async () => {
    const [{ count }] = (await db.sql`select count(*)::int as count from public.meals
      where listed and restaurant_id in (select restaurant_id from public.locations where city_id = 'budget-town')`) as [
      { count: number },
    ];
    const all = await inTown({});
    expect(all.total).toBe(count);
    expect(names(all)).toEqual(expect.arrayContaining(["Unknown calories", "N/A sugar", "Empty protein"]));
  });

  it("never fits a value the menu does not give to a cap or a floor on it, however loose", async () => {
    const loose = await inTown(
      { calories_max: 100000, sugar_max: 10000, protein_min: 0 },
      { location_param: "Budget Town, ZZ" },
    );
    for (const unknown of ["Unknown calories", "Dot calories", "N/A sugar", "Empty protein"]) {
      expect(names(loose)).not.toContain(unknown);
    }
    expect(names(await inTown({ carbs_max: 10000 }))).toContain("Unknown calories");
  });

  it("orders by protein, then fewest calories, then restaurant name, then meal name", async () => {
    const result = await inTown({ protein_min: 30 });
    expect(names(result)).toEqual([
      // 60 g and 50 g of protein: with no calorie cap, a calorie count the menu does not give reads as 0.
      "Dot calories",
      "Unknown calories",
      "N/A sugar",
      "Over by a little",
      "Cap edge",
      // 30 g each: the fewest calories first, then Alpha Grill's before Beta Grill's, then by name.
      "Lighter bowl",
      "Bowl",
      "Wrap",
      "Able bowl",
    ]);
  });

  it("refuses a negative or oversized budget, naming the argument", async () => {
    await expect(find({ calories_max: -1 })).rejects.toThrow(/calories_max must be between 0 and 100000/);
    await expect(find({ protein_min: 10001 })).rejects.toThrow(/protein_min/);
    await expect(find({}, { result_offset: 1001 })).rejects.toThrow(/result_offset/);
  });
});

// A small deterministic generator, so a failure names the same budget on every run.
function* budgets(): Generator<Budget> {
  let seed = 11;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (max: number) => {
    const roll = next();
    return roll < 0.4 ? null : roll < 0.5 ? 0 : Math.round(next() * max * 10) / 10;
  };
  yield NO_BUDGET;
  yield { calories_max: 620, carbs_max: 60, fat_max: 20, sugar_max: null, protein_min: 38 };
  for (let i = 0; i < 40; i += 1) {
    yield {
      calories_max: pick(1500),
      carbs_max: pick(120),
      fat_max: pick(60),
      sugar_max: pick(40),
      protein_min: pick(60),
    };
  }
}

describe("find_meals_within_budget against the plain rule", () => {
  it.each(["budget-town", "budget-gen"] as const)(
    "gives the same meals in the same order in a city (%s), every page",
    async (city) => {
      const town = await rows(city);
      for (const budget of budgets()) {
        const expected = reference(town, budget);
        for (const offset of [0, RESULTS_PAGE_SIZE]) {
          const result = await find(budget, { location_param: city, result_offset: offset });
          const label = JSON.stringify({ ...budget, offset });
          expect({ label, total: result.total, ids: result.meals.map((m) => m.id) }).toEqual({
            label,
            total: Math.min(expected.length, 1000),
            ids: expected.slice(offset, offset + RESULTS_PAGE_SIZE).map((row) => row.id),
          });
        }
      }
    },
  );

  it("gives the same meals in the same order anywhere, with the count stopped at 1,000", async () => {
    const all = await rows("anywhere");
    for (const budget of budgets()) {
      const expected = reference(all, budget);
      for (const offset of [0, 2 * RESULTS_PAGE_SIZE]) {
        const result = await find(budget, { result_offset: offset });
        const label = JSON.stringify({ ...budget, offset });
        expect({
          label,
          total: result.total,
          capped: result.total_capped,
          ids: result.meals.map((m) => m.id),
        }).toEqual({
          label,
          total: Math.min(expected.length, 1000),
          capped: expected.length > 1000,
          ids: expected.slice(offset, offset + RESULTS_PAGE_SIZE).map((row) => row.id),
        });
      }
    }
  });

  it("near a ZIP, gives each fitting meal of the restaurants around it with its distance, in the same order", async () => {
    const [zip] = await db.sql`select zip, latitude, longitude from public.zip_codes where zip = '10001'`;
    await addRestaurantAt(db.sql, {
      name: "Zip Budget Diner",
      cityId: "budget-town",
      latitude: zip!.latitude as number,
      longitude: zip!.longitude as number,
      meals: [{ name: "Zip plate", protein: "41", carbs: "20", fat: "9", sugar: "2", calories: "380" }],
    });
    const budget = { calories_max: 400, protein_min: 40 };
    const result = await find(budget, { location_param: "10001", result_limit: 100 });
    expect(names(result)).toContain("Zip plate");
    expect(result.meals.every((meal) => typeof meal.distance_miles === "number")).toBe(true);
    const ids = new Set(result.meals.map((meal) => meal.id));
    const expected = reference(await rows("anywhere"), { ...NO_BUDGET, ...budget }).filter((row) =>
      ids.has(row.id),
    );
    expect(result.meals.map((meal) => meal.id)).toEqual(expected.map((row) => row.id));
  });
});
