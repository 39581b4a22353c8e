import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

// Targets protein 40, carbs 80, fat 20, calories 400: bounds 30-50, 60-100, 15-25, 300-500.
let db: TestDatabase;
let cityName: string;
let restaurantId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  ({ cityName, restaurantId } = await makeCity(db.sql, "bound-ville", [
    { name: "All low bounds", protein: "30g", carbs: "60", fat: "15 g", calories: "300", sugar: "10" },
    { name: "All high bounds", protein: "50", carbs: "100g", fat: "25", calories: "500 kcal", sugar: "10" },
    { name: "Carbs under", protein: "40", carbs: "59.9", fat: "20", calories: "400", sugar: "1" },
    { name: "Fat over", protein: "40", carbs: "80", fat: "25.1", calories: "400", sugar: "1" },
    { name: "Calories over", protein: "40", carbs: "80", fat: "20", calories: "500.5", sugar: "1" },
    { name: "Sugar at cap", protein: "40", carbs: "80", fat: "20", calories: "400", sugar: "12" },
    { name: "No macros", protein: null, carbs: "N/A", fat: "", calories: null, sugar: null },
  ]));
});
afterAll(() => db.drop());

type Result = {
  total: number;
  total_capped?: boolean;
  meals: { id: string; name: string; restaurant_id: string }[];
};
const find = async (args: Record<string, unknown>) =>
  (await db.api.call("find_meals_by_macros", { location_param: cityName, ...args } as never)) as Result;
const names = (result: Result) => result.meals.map((m) => m.name).sort();
const targets = { protein_target: 40, carbs_target: 80, fat_target: 20, calories_target: 400 };

describe("find_meals_by_macros bounds", () => {
  it("includes meals exactly at 0.75× and 1.25× of every target and excludes just past them", async () => {
    expect(names(await find(targets))).toEqual(["All high bounds", "All low bounds", "Sugar at cap"]);
  });

  it("keeps sugar equal to the cap and drops sugar above it", async () => {
    expect(names(await find({ ...targets, sugar_max: 12 }))).toEqual([
      "All high bounds",
      "All low bounds",
      "Sugar at cap",
    ]);
    expect(names(await find({ ...targets, sugar_max: 11.9 }))).toEqual(["All high bounds", "All low bounds"]);
  });

  it("matches exactly zero for zero targets, where unparseable values count as 0", async () => {
    expect(names(await find({ carbs_target: 0, fat_target: 0 }))).toEqual(["No macros"]);
    expect(names(await find({ sugar_max: 0 }))).toEqual(["No macros"]);
  });

  it("with no targets returns every meal, closest (all equal) by name", async () => {
    const all = await find({});
    expect(all.total).toBe(7);
    expect(all.meals.map((m) => m.name)).toEqual([...all.meals.map((m) => m.name)].sort());
  });

  it("ranks an exact match first", async () => {
    expect((await find(targets)).meals[0]!.name).toBe("Sugar at cap");
  });

  it("serves a page of up to 100 meals, counts up to 1,000, and refuses a bigger page or a negative offset", async () => {
    const [{ n }] = (await db.sql`select count(*)::int as n from public.meals`) as unknown as [{ n: number }];
    const page = await find({ location_param: null, result_limit: 100 });
    expect(page).toEqual(expect.objectContaining({ total: Math.min(n, 1000), total_capped: n > 1000 }));
    expect(page.meals).toHaveLength(Math.min(100, n));
    await expect(find({ location_param: null, result_limit: 1000 })).rejects.toMatchObject({ code: "22023" });
    await expect(find({ location_param: null, result_offset: -5 })).rejects.toThrow(
      /result_offset must be between/,
    );
  });
});

describe("find_meals_by_macros location", () => {
  it("accepts 'City, ST' and 'City, Full State Name', and rejects another state's code", async () => {
    expect((await find({ location_param: `${cityName.toLowerCase()}, zz` })).total).toBe(7);
    expect((await find({ location_param: `  ${cityName}, Zed State ` })).total).toBe(7);
    expect((await find({ location_param: `${cityName}, TX` })).total).toBe(0);
  });

  it("finds a place without coordinates by its ZIP code, with or without the +4", async () => {
    // The city's one place has no coordinates; its ZIP code (no ZIP centre is known for it) is all that finds it.
    await db.sql`update public.locations set zip = '99999' where restaurant_id = ${restaurantId}`;
    const [{ n }] = (await db.sql`select count(*)::int as n from public.meals m
      join public.locations l on l.restaurant_id = m.restaurant_id
      where l.zip = '99999' and l.latitude is null`) as unknown as [{ n: number }];
    expect(n).toBe(7);
    expect((await find({ location_param: "99999" })).total).toBe(7);
    const zipOnly = await find({ location_param: "99999-1234" });
    expect(zipOnly.total).toBe(7);
    expect(zipOnly.meals.every((m) => m.restaurant_id === restaurantId)).toBe(true);
    expect((await find({ location_param: "00001" })).total).toBe(0);
  });
});

describe("list_meals_by_ids", () => {
  it("returns the given meals in order and skips unknown ids", async () => {
    const rows =
      await db.sql`select id, name from public.meals where restaurant_id = ${restaurantId} order by name limit 2`;
    const ids = [rows[1]!.id, "00000000-0000-4000-8000-000000000000", rows[0]!.id];
    const meals = (await db.api.call("list_meals_by_ids", { meal_ids: ids } as never)) as { name: string }[];
    expect(meals.map((m) => m.name)).toEqual([rows[1]!.name, rows[0]!.name]);
  });
});
