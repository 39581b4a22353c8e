import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type MealJson = {
  name: string;
  calories_kcal: number;
  sodium_mg?: number;
  fiber_g?: number;
  saturated_fat_g?: number;
  trans_fat_g?: number;
  cholesterol_mg?: number;
  potassium_mg?: number;
  macro_kcal_mismatch?: number;
  nutrition_note?: string;
};

const mismatch = async (
  protein: string | null,
  carbs: string | null,
  fat: string | null,
  calories: string | null,
) => {
  const [row] =
    await db.sql`select public.macro_energy_mismatch(${protein}::text, ${carbs}::text, ${fat}::text,
    ${calories}::text)::float8 as kcal`;
  return row!.kcal as number | null;
};

/** An independent reading of the rule: more than 20% of the stated calories and more than 50 kcal apart. */
function flagged(protein: string | null, carbs: string | null, fat: string | null, calories: string | null) {
  const values = [protein, carbs, fat, calories];
  if (values.some((value) => value === null || !/\d/.test(value))) return false;
  const [p, c, f, kcal] = values.map((value) => parseFloat(value!.replace(/[^0-9.]/g, "")) || 0) as number[];
  const gap = Math.abs(4 * p! + 4 * c! + 9 * f! - kcal!);
  return gap > 0.2 * kcal! && gap > 50;
}

describe("numbers that don't add up (public.macro_energy_mismatch)", () => {
  it("flags the held-out club sandwich: 39 g protein and 100 kcal", async () => {
    // 4 × 39 + 4 × 60 + 9 × 49.3 = 839.7
    expect(await mismatch("39", "60", "49.3", "100")).toBe(840);
  });

  it("needs more than 20% of the stated calories: 200 kcal apart from 1,000 is not flagged, 201 is", async () => {
    expect(await mismatch("100", "200", "0", "1000")).toBeNull(); // 1,200
    expect(await mismatch("100.25", "200", "0", "1000")).toBe(1201);
    expect(await mismatch("50", "150", "0", "1000")).toBeNull(); // 800
    expect(await mismatch("49.75", "150", "0", "1000")).toBe(799);
  });

  it("needs more than 50 kcal: 50 apart from 200 is not flagged, 51 is", async () => {
    expect(await mismatch("25", "25", "0", "150")).toBeNull(); // 200 vs 150: 33% but 50 kcal
    expect(await mismatch("25.25", "25", "0", "150")).toBe(201);
    expect(await mismatch("0", "0", "0", "50")).toBeNull(); // 100% but 50 kcal
  });

  it("reads stated 0 kcal as a value: flagged past 50 kcal from the macros", async () => {
    expect(await mismatch("12.5", "0", "0", "0")).toBeNull();
    expect(await mismatch("12.75", "0", "0", "0")).toBe(51);
  });

  it("checks nothing when protein, carbs, fat or calories is missing or not a number", async () => {
    expect(await mismatch(null, "60", "49", "100")).toBeNull();
    expect(await mismatch("39", null, "49", "100")).toBeNull();
    expect(await mismatch("39", "60", "N/A", "100")).toBeNull();
    expect(await mismatch("39", "60", "49", null)).toBeNull();
  });

  it("reads values with their units as the other columns do", async () => {
    expect(await mismatch("39g", "60 g", "49.3g", "100 kcal")).toBe(840);
  });

  it("agrees with an independent reading of the rule on every seeded meal", async () => {
    const rows = await db.sql<
      {
        protein: string | null;
        carbs: string | null;
        fat: string | null;
        calories: string | null;
        kcal: number | null;
      }[]
    >`select protein, carbs, fat, calories, macro_kcal_mismatch::float8 as kcal from public.meals`;
    const disagreements = rows.filter(
      (row) => flagged(row.protein, row.carbs, row.fat, row.calories) !== (row.kcal !== null),
    );
    expect(disagreements).toEqual([]);
    expect(rows.filter((row) => row.kcal !== null).length).toBeGreaterThan(10);
  });
});

describe("a meal whose numbers don't add up", () => {
  it("carries the note in its JSON, and is still listed and matched on its stated values", async () => {
    const { cityName, restaurantId } = await makeCity(db.sql, "check-town", [
      { name: "Club Sandwich", protein: "39", carbs: "60", fat: "49.3", sugar: "5", calories: "100" },
      { name: "Honest Bowl", protein: "40", carbs: "50", fat: "20", sugar: "5", calories: "540" },
    ]);
    const menu = (await db.api.call("list_restaurant_meals", {
      restaurant_id_param: restaurantId,
    } as never)) as MealJson[];
    const club = menu.find((meal) => meal.name === "Club Sandwich")!;
    expect(club.nutrition_note).toBe(
      "These numbers don't add up: protein, carbs and fat give about 840 kcal; the source says 100.",
    );
    expect(club.macro_kcal_mismatch).toBe(840);
    expect(club.calories_kcal).toBe(100);
    const honest = menu.find((meal) => meal.name === "Honest Bowl")!;
    expect(honest).not.toHaveProperty("nutrition_note");
    expect(honest).not.toHaveProperty("macro_kcal_mismatch");

    const matches = (await db.api.call("find_meals_by_macros", {
      calories_target: 100,
      location_param: cityName,
    } as never)) as { meals: MealJson[] };
    expect(matches.meals.map((meal) => meal.name)).toEqual(["Club Sandwich"]);
    expect(matches.meals[0]!.nutrition_note).toMatch(/^These numbers don't add up/);
  });
});

describe("the whole label", () => {
  it("is stored per seeded meal as MenuStat publishes it, and an unknown value stays out of the JSON", async () => {
    const [soup] = await db.sql`select saturated_fat_g::float8, trans_fat_g::float8, cholesterol_mg::float8,
      sodium_mg::float8, fiber_g::float8, potassium_mg::float8 from public.meals m
      join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Applebee''s' and m.name = 'French Onion Soup'`;
    expect(soup).toEqual({
      saturated_fat_g: 12,
      trans_fat_g: 0,
      cholesterol_mg: 55,
      sodium_mg: 1250,
      fiber_g: 2,
      potassium_mg: null,
    });
    const [restaurant] = await db.sql`select id from public.restaurants where name = 'Applebee''s'`;
    const menu = (await db.api.call("list_restaurant_meals", {
      restaurant_id_param: restaurant!.id,
    } as never)) as MealJson[];
    const json = menu.find((meal) => meal.name === "French Onion Soup")!;
    expect(json).toEqual(
      expect.objectContaining({
        saturated_fat_g: 12,
        trans_fat_g: 0,
        cholesterol_mg: 55,
        sodium_mg: 1250,
        fiber_g: 2,
      }),
    );
    expect(json).not.toHaveProperty("potassium_mg");
  });

  it("refuses a negative value", async () => {
    const [meal] = await db.sql`select id from public.meals limit 1`;
    await expect(db.sql`update public.meals set sodium_mg = -1 where id = ${meal!.id}`).rejects.toMatchObject(
      {
        code: "23514",
      },
    );
  });
});

describe("each menu's date and flagged items (list_menu_checks)", () => {
  it("lists every chain with its menu's date and counts the flagged meals the rule flags", async () => {
    const checks = (await db.api.call("list_menu_checks", {} as never)) as {
      slug: string;
      name: string;
      as_of: string | null;
      meal_count: number;
      checked_count: number;
      flagged_count: number;
      implausible_count: number;
    }[];
    const [counts] = await db.sql`select count(distinct r.id)::int as chains,
      count(m.macro_kcal_mismatch)::int as flagged, count(m.implausible)::int as implausible from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where r.is_chain`;
    // Every seeded chain's menu is one dated document: MenuStat 2022 or the chain's own of 2023 or 2024.
    const chains = checks.filter((c) => c.as_of !== null && /^(2022|202[34]-\d{2})$/.test(c.as_of));
    expect(chains).toHaveLength(counts!.chains);
    expect(checks.find((c) => c.name === "Chipotle")).toEqual(
      expect.objectContaining({ as_of: "2024-04", source: "Chipotle's nutrition facts via FoodNoms (MIT)" }),
    );
    expect(chains.reduce((sum, c) => sum + c.flagged_count, 0)).toBe(counts!.flagged);
    expect(chains.reduce((sum, c) => sum + c.implausible_count, 0)).toBe(counts!.implausible);
    expect(counts!.implausible).toBeGreaterThan(0);
    expect(checks.find((c) => c.name === "Arby's")!.implausible_count).toBeGreaterThan(0);
    for (const chain of chains) {
      expect(chain.flagged_count).toBeLessThanOrEqual(chain.checked_count);
      expect(chain.checked_count).toBeLessThanOrEqual(chain.meal_count);
    }
  });
});

describe("the calculator's sodium cap and fiber floor (find_meals_by_macros)", () => {
  it("keep meals at most the cap and at least the floor, bounds included, and leave out a meal without the value", async () => {
    const { cityName } = await makeCity(db.sql, "label-town", [
      { name: "Salty", protein: "30", calories: "500" },
      { name: "Balanced", protein: "30", calories: "500" },
      { name: "Unlabelled", protein: "30", calories: "500" },
    ]);
    await db.sql`update public.meals m set sodium_mg = v.sodium, fiber_g = v.fiber
      from (values ('Salty', 2400, 1), ('Balanced', 800, 6)) v (name, sodium, fiber)
      where m.name = v.name and m.restaurant_id in (select restaurant_id from public.locations where city_id = 'label-town')`;
    const names = async (limits: Record<string, number | null>) =>
      (
        (await db.api.call("find_meals_by_macros", {
          protein_target: 30,
          location_param: cityName,
          ...limits,
        } as never)) as { meals: MealJson[] }
      ).meals
        .map((meal) => meal.name)
        .sort();
    expect(await names({})).toEqual(["Balanced", "Salty", "Unlabelled"]);
    expect(await names({ sodium_max: 800 })).toEqual(["Balanced"]);
    expect(await names({ sodium_max: 799 })).toEqual([]);
    expect(await names({ fiber_min: 6 })).toEqual(["Balanced"]);
    expect(await names({ fiber_min: 1, sodium_max: 5000 })).toEqual(["Balanced", "Salty"]);
    await expect(
      db.api.call("find_meals_by_macros", { sodium_max: -1, location_param: cityName } as never),
    ).rejects.toThrow(/sodium_max/);
  });
});
