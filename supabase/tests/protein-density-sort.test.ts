import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { findMeals, makeCity } from "./fixtures";

// 'Most protein per calorie': the macro calculator and the listings in protein-per-100-kcal order.

let db: TestDatabase;
let cityName: string;
beforeAll(async () => {
  db = await createTestDatabase();
  ({ cityName } = await makeCity(db.sql, "density-town", [
    { name: "Dense", protein: "40", calories: "400" },
    { name: "Also dense", protein: "40", calories: "400" },
    { name: "Closest", protein: "30", calories: "500" },
    { name: "Light", protein: "25", calories: "600" },
    { name: "No calories", protein: "30", calories: null },
    { name: "No protein", protein: null, calories: "450" },
  ]));
});
afterAll(() => db.drop());

type Page = { total: number; total_capped: boolean; meals: { id: string; name: string }[] };
const find = (args: Record<string, unknown>) => findMeals<Page>(db, args);

describe("the calculator's matches by protein per calorie", () => {
  it("puts the most protein per 100 kcal first, ties by name, unknown last; the same matches as closest first", async () => {
    const closest = await find({ location_param: cityName });
    const dense = await find({ location_param: cityName, sort_param: "protein_per_calorie" });
    expect(dense.meals.map((m) => m.name)).toEqual([
      "Also dense",
      "Dense",
      "Closest",
      "Light",
      "No calories",
      "No protein",
    ]);
    expect(dense.total).toBe(closest.total);
    const within = await find({
      location_param: cityName,
      calories_target: 500,
      sort_param: "protein_per_calorie",
    });
    expect(within.meals.map((m) => m.name)).toEqual([
      "Also dense",
      "Dense",
      "Closest",
      "Light",
      "No protein",
    ]);
    const page = await find({
      location_param: cityName,
      sort_param: "protein_per_calorie",
      result_limit: 2,
      result_offset: 2,
    });
    expect(page.meals.map((m) => m.name)).toEqual(["Closest", "Light"]);
  });

  it("orders matches anywhere the same way, whether there are few (ranked) or over 1,000 (read from the index)", async () => {
    const order = (where: string) =>
      db.sql.unsafe(`select m.id from public.meals m where m.listed and ${where}
        order by public.protein_density(m.protein, m.protein_g, m.calories_kcal) desc nulls last, m.name, m.id limit ${RESULTS_PAGE_SIZE}`);
    // No targets: every meal of the seed matches, more than 1,000.
    const all = await find({ sort_param: "protein_per_calorie" });
    expect(all.total_capped).toBe(true);
    expect(all.meals.map((m) => m.id)).toEqual((await order("true")).map((r) => r.id));
    const deeper = await find({ sort_param: "protein_per_calorie", result_offset: 48 });
    const expectedDeeper = await db.sql`select m.id from public.meals m where m.listed
      order by public.protein_density(m.protein, m.protein_g, m.calories_kcal) desc nulls last, m.name, m.id
      limit ${RESULTS_PAGE_SIZE} offset 48`;
    expect(deeper.meals.map((m) => m.id)).toEqual(expectedDeeper.map((r) => r.id));
    // The calculator's default targets: a few hundred matches, ranked.
    const few = await find({
      protein_target: 30,
      carbs_target: 50,
      fat_target: 20,
      calories_target: 500,
      sugar_max: 15,
      sort_param: "protein_per_calorie",
    });
    expect(few.total_capped).toBe(false);
    expect(few.meals.map((m) => m.id)).toEqual(
      (
        await order(`m.protein_g between 22.5 and 37.5 and m.carbs_g between 37.5 and 62.5 and m.fat_g between 15 and 25
          and m.calories_kcal between 375 and 625 and m.sugar_g <= 15`)
      ).map((r) => r.id),
    );
  });

  it("orders matches near a ZIP by protein per calorie, then distance", async () => {
    const near = await find({
      location_param: "10001",
      protein_target: 30,
      sort_param: "protein_per_calorie",
    });
    const ids = near.meals.map((m) => m.id);
    const densities =
      await db.sql`select id, public.protein_density(protein, protein_g, calories_kcal)::float8 as d
      from public.meals where id = any(${ids}::uuid[])`;
    const byId = new Map(densities.map((r) => [r.id as string, r.d as number | null]));
    const values = ids.map((id) => byId.get(id) ?? -1);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("refuses an unknown order", async () => {
    await expect(find({ sort_param: "name" })).rejects.toThrow(
      /^sort_param must be closest or protein_per_calorie/,
    );
  });
});

describe("the listings by protein per calorie", () => {
  type Brand = {
    name: string;
    meals: { protein: string | null; protein_g: number; calories_kcal: number }[];
  };
  const list = async (sort?: string) =>
    (await db.api.call("list_restaurant_brands_by_rule", {
      rule_param: "high_protein",
      meals_per_brand: 3,
      ...(sort ? { sort_param: sort } : {}),
    } as never)) as Brand[];
  const density = (meal: Brand["meals"][number]) =>
    meal.calories_kcal > 0 ? meal.protein_g / meal.calories_kcal : -1;

  it("orders brands by their best meal's protein per calorie, each with its densest meals first", async () => {
    const brands = await list("protein_per_calorie");
    const best = brands.map((brand) => density(brand.meals[0]!));
    expect(best).toEqual([...best].sort((a, b) => b - a));
    for (const brand of brands) {
      const values = brand.meals.map(density);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    // The same brands as the protein order.
    expect(brands.map((b) => b.name).sort()).toEqual((await list()).map((b) => b.name).sort());
  });

  it("refuses an unknown order", async () => {
    await expect(list("name")).rejects.toMatchObject({ code: "22023" });
  });
});
