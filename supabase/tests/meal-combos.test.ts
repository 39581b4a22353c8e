import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

// suggest_meal_combos on small menus whose answers are worked out by hand, then against the plain definition
// (every combination summed up, filtered and sorted) on the seed's menus.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Combo = {
  items: { meal: { name: string }; quantity: number }[];
  totals: { protein: number; carbs: number; fat: number; sugar: number; calories: number };
  distance: number;
};
type Targets = Partial<
  Record<"protein_target" | "carbs_target" | "fat_target" | "calories_target" | "sugar_max", number>
>;

const suggest = async (restaurantId: string, targets: Targets, resultLimit?: number) =>
  (await db.api.call("suggest_meal_combos", {
    restaurant_id_param: restaurantId,
    ...targets,
    ...(resultLimit === undefined ? {} : { result_limit: resultLimit }),
  } as never)) as Combo[] | null;

/** A combination as 'Name x2 + Other'. */
const label = (combo: Combo) =>
  combo.items
    .map(({ meal, quantity }) => (quantity > 1 ? `${meal.name} x${quantity}` : meal.name))
    .join(" + ");

const menu = async (
  id: string,
  meals: {
    name: string;
    protein?: string;
    carbs?: string;
    fat?: string;
    sugar?: string;
    calories?: string;
  }[],
) => (await makeCity(db.sql, id, meals)).restaurantId;

describe("suggest_meal_combos", () => {
  it("keeps sums within ±25% of the target, both bounds included, and never one item three times", async () => {
    const id = await menu("combo-bounds", [
      { name: "Big", calories: "300" },
      { name: "Small", calories: "100" },
    ]);
    // Window 300..500: Big (300, the lower bound) and Big + Small x2 (500, the upper bound) are in, Big + Small
    // (400) is exact; Small x3 (300) would be in but takes one item three times; Big x2 (600) is out.
    const combos = (await suggest(id, { calories_target: 400 }))!;
    expect(combos.map(label)).toEqual(["Big + Small", "Big", "Big + Small x2"]);
    expect(combos.map((c) => c.distance)).toEqual([0, 0.25, 0.25]);
    expect(combos[2]!.totals).toEqual({ protein: 0, carbs: 0, fat: 0, sugar: 0, calories: 500 });
  });

  it("finds nothing just outside the window", async () => {
    const id = await menu("combo-outside", [
      { name: "Under", calories: "299" },
      { name: "Over", calories: "501" },
    ]);
    expect(await suggest(id, { calories_target: 400 })).toEqual([]);
  });

  it("holds the summed sugar to the cap, the cap included", async () => {
    const id = await menu("combo-sugar", [
      { name: "Sweet", calories: "200", sugar: "10" },
      { name: "Less sweet", calories: "200", sugar: "6" },
    ]);
    // Every pair is exactly 400 kcal; only Less sweet x2 (12 g) stays within a 12 g cap.
    expect((await suggest(id, { calories_target: 400, sugar_max: 12 }))!.map(label)).toEqual([
      "Less sweet x2",
    ]);
    expect((await suggest(id, { calories_target: 400, sugar_max: 11.9 }))!).toEqual([]);
  });

  it("ranks by the calculator's summed distance over every target, then fewer items, then names", async () => {
    const id = await menu("combo-rank", [
      { name: "Exact single", protein: "40", calories: "520" },
      { name: "Half", protein: "20", calories: "250" },
      { name: "Near", protein: "35", calories: "450" },
      { name: "Also near", protein: "35", calories: "450" },
    ]);
    // Half x2 is exact (0); Exact single is 4% off in calories (0.04); Near and Also near are 12.5% + 10% off
    // (0.225), ties in name order. Anything with two of the others passes 50 g of protein.
    const combos = (await suggest(id, { protein_target: 40, calories_target: 500 }))!;
    expect(combos.map(label)).toEqual(["Half x2", "Exact single", "Also near", "Near"]);
    expect(combos.map((c) => c.distance)).toEqual([0, 0.04, 0.225, 0.225]);
    expect((await suggest(id, { protein_target: 40, calories_target: 500 }, 2))!.map(label)).toEqual([
      "Half x2",
      "Exact single",
    ]);
  });

  it("treats 0 as a target and ranks equally close combinations by fewer items, then names", async () => {
    const id = await menu("combo-zero", [
      { name: "Lean", fat: "0", calories: "200" },
      { name: "Fatty", fat: "10", calories: "200" },
      { name: "Zero plate", fat: "0", calories: "0" },
    ]);
    expect((await suggest(id, { fat_target: 0, calories_target: 200 }))!.map(label)).toEqual([
      "Lean",
      "Lean + Zero plate",
      "Lean + Zero plate x2",
    ]);
    // No target above 0: every combination is as close as any other; the single items come first, by name.
    expect((await suggest(id, {}, 2))!.map(label)).toEqual(["Fatty", "Lean"]);
  });

  it("answers null for an unknown restaurant and refuses targets out of range", async () => {
    expect(await suggest("00000000-0000-4000-8000-000000000000", { calories_target: 400 })).toBeNull();
    const id = await menu("combo-args", [{ name: "Toast", calories: "100" }]);
    await expect(suggest(id, { protein_target: -1 })).rejects.toMatchObject({ code: "22023" });
    await expect(suggest(id, { calories_target: 400 }, 11)).rejects.toThrow(
      /^result_limit must be between 0 and 10/,
    );
  });

  it("gives the same answers as summing every combination, on the seed's menus", async () => {
    const restaurants = await db.sql<{ id: string }[]>`select r.id from public.restaurants r
      where exists (select 1 from public.meals m where m.restaurant_id = r.id and m.listed)
      order by md5(r.id::text) limit 12`;
    const targetSets: Targets[] = [
      { protein_target: 30, carbs_target: 50, fat_target: 20, calories_target: 500, sugar_max: 15 },
      { protein_target: 40 },
      { calories_target: 800, sugar_max: 10 },
      { protein_target: 60, carbs_target: 80, fat_target: 30, calories_target: 900 },
      { protein_target: 25, fat_target: 0 },
      // Targets no menu meets well (more protein and fat than the calories hold): the search sorts along a mixed
      // sign pattern and needs a second, wider search.
      { protein_target: 95, fat_target: 74, calories_target: 735, sugar_max: 21 },
    ];
    for (const { id } of restaurants) {
      for (const targets of targetSets) {
        const t = renameTargets(targets);
        const expected = await db.sql<{ names: string; distance: string }[]>`
          with m as (
            select m.*, row_number() over (order by m.name, m.id) as nr from public.meals m
              where m.restaurant_id = ${id} and m.listed
          ),
          combos as (
            select array[a.nr] as ranks, array[a.name] as names, a.protein_g as p, a.carbs_g as c, a.fat_g as f,
              a.calories_kcal as k, a.sugar_g as s
            from m a
            union all
            select array[a.nr, b.nr], array[a.name, b.name], a.protein_g + b.protein_g, a.carbs_g + b.carbs_g,
              a.fat_g + b.fat_g, a.calories_kcal + b.calories_kcal, a.sugar_g + b.sugar_g
            from m a join m b on a.nr <= b.nr
            union all
            select array[a.nr, b.nr, x.nr], array[a.name, b.name, x.name], a.protein_g + b.protein_g + x.protein_g,
              a.carbs_g + b.carbs_g + x.carbs_g, a.fat_g + b.fat_g + x.fat_g,
              a.calories_kcal + b.calories_kcal + x.calories_kcal, a.sugar_g + b.sugar_g + x.sugar_g
            from m a join m b on a.nr <= b.nr join m x on b.nr <= x.nr
            where not (a.nr = b.nr and b.nr = x.nr)
          ),
          scored as (
            select array_to_string(names, ' + ') as names, ranks,
              coalesce(abs(p - ${t.p}::numeric) / nullif(${t.p}::numeric, 0), 0)
                + coalesce(abs(c - ${t.c}::numeric) / nullif(${t.c}::numeric, 0), 0)
                + coalesce(abs(f - ${t.f}::numeric) / nullif(${t.f}::numeric, 0), 0)
                + coalesce(abs(k - ${t.k}::numeric) / nullif(${t.k}::numeric, 0), 0) as distance
            from combos
            where (${t.p}::numeric is null or p between ${t.p}::numeric * 0.75 and ${t.p}::numeric * 1.25)
              and (${t.c}::numeric is null or c between ${t.c}::numeric * 0.75 and ${t.c}::numeric * 1.25)
              and (${t.f}::numeric is null or f between ${t.f}::numeric * 0.75 and ${t.f}::numeric * 1.25)
              and (${t.k}::numeric is null or k between ${t.k}::numeric * 0.75 and ${t.k}::numeric * 1.25)
              and (${t.s}::numeric is null or s <= ${t.s}::numeric)
          )
          select names, round(distance, 4)::text as distance from scored
          order by scored.distance, cardinality(ranks), ranks limit 5`;
        const found = (await suggest(id, targets))!.map((combo) => ({
          names: combo.items
            .flatMap(({ meal, quantity }) => Array<string>(quantity).fill(meal.name))
            .join(" + "),
          distance: combo.distance,
        }));
        expect(found).toEqual(expected.map((row) => ({ names: row.names, distance: Number(row.distance) })));
      }
    }
    // The seed's menus are whole chain menus (up to a few hundred items): the plain definition sums up to a million
    // combinations per menu and target.
  }, 120_000);
});

function renameTargets(targets: Targets) {
  return {
    p: targets.protein_target ?? null,
    c: targets.carbs_target ?? null,
    f: targets.fat_target ?? null,
    k: targets.calories_target ?? null,
    s: targets.sugar_max ?? null,
  };
}
