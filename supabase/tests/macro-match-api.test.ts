import { createTestDatabase, type TestDatabase } from "@/test/database";
import { findMeals, makeCity } from "./fixtures";

let db: TestDatabase;
let cityName: string;
beforeAll(async () => {
  db = await createTestDatabase();
  ({ cityName } = await makeCity(db.sql, "macro-town", [
    { name: "Low edge", protein: "30", carbs: "37.5", fat: "15", calories: "375", sugar: "15" },
    { name: "High edge", protein: "50g", carbs: "62.5", fat: "25", calories: "625", sugar: "0" },
    { name: "Too little protein", protein: "29.9", carbs: "50", fat: "20", calories: "500", sugar: "5" },
    { name: "Too much protein", protein: "50.1", carbs: "50", fat: "20", calories: "500", sugar: "5" },
    { name: "Too sweet", protein: "40", carbs: "50", fat: "20", calories: "500", sugar: "15.5" },
    { name: "Zero everything", protein: "0", carbs: "0", fat: "0", calories: "0", sugar: "0" },
  ]));
});
afterAll(() => db.drop());

type Result = { total: number; meals: { name: string; restaurant: { name: string; city: string } }[] };
const find = (targets: Record<string, number | null>, extra: Record<string, unknown> = {}) =>
  findMeals<Result>(db, { location_param: cityName, ...targets, ...extra });
const names = (result: Result) => result.meals.map((m) => m.name).sort();

describe("find_meals_by_macros", () => {
  it("matches within 25% of each target, bounds included, and caps sugar", async () => {
    const result = await find({
      protein_target: 40,
      carbs_target: 50,
      fat_target: 20,
      calories_target: 500,
      sugar_max: 15,
    });
    expect(names(result)).toEqual(["High edge", "Low edge"]);
    expect(result.total).toBe(2);
    expect(result.meals[0]!.restaurant).toEqual(
      expect.objectContaining({ name: "Macro Town Grill", city: "Macro Town" }),
    );
  });

  it("ignores absent targets: no targets returns every meal of the location", async () => {
    expect((await find({})).total).toBe(6);
    expect(names(await find({ sugar_max: 15 }))).not.toContain("Too sweet");
  });

  it("treats 0 as a real target", async () => {
    expect(names(await find({ protein_target: 0 }))).toEqual(["Zero everything"]);
  });

  it("ranks the closest meal first and pages through the rest", async () => {
    const first = await find({ protein_target: 40 }, { result_limit: 1 });
    expect(first.total).toBe(3);
    expect(first.meals.map((m) => m.name)).toEqual(["Too sweet"]);
    const second = await find({ protein_target: 40 }, { result_limit: 1, result_offset: 1 });
    expect(second.meals).toHaveLength(1);
    expect(second.meals[0]!.name).not.toBe("Too sweet");
  });

  it("restricts to the location, whatever its case, and searches everywhere without one", async () => {
    expect((await find({}, { location_param: cityName.toUpperCase() })).total).toBe(6);
    expect((await find({}, { location_param: "Gotham" })).total).toBe(0);
    // Every menu's meals, each menu once: counted exactly up to 1,000, then "1,000+".
    const [wide] =
      await db.sql`select count(*)::int as n from public.meals where listed and protein_g between 22.5 and 37.5`;
    expect(wide!.n).toBeGreaterThan(1000);
    expect(await find({ protein_target: 30 }, { location_param: null })).toEqual(
      expect.objectContaining({ total: 1000, total_capped: true }),
    );
    const [narrow] =
      await db.sql`select count(*)::int as n from public.meals where listed and protein_g between 75 and 125`;
    expect(narrow!.n).toBeGreaterThan(6);
    expect(narrow!.n).toBeLessThan(1000);
    expect(await find({ protein_target: 100 }, { location_param: null })).toEqual(
      expect.objectContaining({ total: narrow!.n, total_capped: false }),
    );
  });
});
