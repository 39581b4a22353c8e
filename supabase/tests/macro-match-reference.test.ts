import { createTestDatabase, type TestDatabase } from "@/test/database";

// find_meals_by_macros walks a macro index nearest-first and stops early; these tests compare every page it
// returns with the plain definition (filter every meal, sort all by closeness, then name and id) on 8,000
// generated meals with many equal values, zeros and distance ties.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state) values ('gen-town', 'Gen Town', 'ZZ')`;
  await db.sql`insert into public.restaurants (name) select 'Gen Grill ' || g from generate_series(1, 20) g`;
  await db.sql`insert into public.locations (restaurant_id, city_id, address)
    select id, 'gen-town', substr(name, 10) || ' Gen St, Gen Town, ZZ 99998' from public.restaurants
    where name like 'Gen Grill %'`;
  await db.sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories)
    select r.id, 'Gen meal ' || (i % 700), (i * 37 % 61) || 'g', (i * 53 % 91)::text, (i * 29 % 41) || ' g',
      (i * 13 % 31)::text, (10 * (i * 17 % 101))::text
    from (select id, row_number() over (order by id) as n from public.restaurants where name like 'Gen Grill %') r,
      generate_series(1, 400) k, lateral (select r.n * 400 + k as i) x`;
  await db.sql`analyze public.meals`;
});
afterAll(() => db.drop());

type Args = {
  protein_target: number | null;
  carbs_target: number | null;
  fat_target: number | null;
  calories_target: number | null;
  sugar_max: number | null;
  result_limit: number;
  result_offset: number;
};
type Result = { total: number; total_capped: boolean; meals: { id: string }[] };

async function reference(args: Args) {
  const { protein_target: p, carbs_target: c, fat_target: f, calories_target: k, sugar_max: s } = args;
  const matches = db.sql`
    select m.id, m.name,
      coalesce(abs(m.protein_g - ${p}::numeric) / nullif(${p}::numeric, 0), 0)
        + coalesce(abs(m.carbs_g - ${c}::numeric) / nullif(${c}::numeric, 0), 0)
        + coalesce(abs(m.fat_g - ${f}::numeric) / nullif(${f}::numeric, 0), 0)
        + coalesce(abs(m.calories_kcal - ${k}::numeric) / nullif(${k}::numeric, 0), 0) as distance
    from public.meals m
    where m.listed and (${p}::numeric is null or m.protein_g between ${p}::numeric * 0.75 and ${p}::numeric * 1.25)
      and (${c}::numeric is null or m.carbs_g between ${c}::numeric * 0.75 and ${c}::numeric * 1.25)
      and (${f}::numeric is null or m.fat_g between ${f}::numeric * 0.75 and ${f}::numeric * 1.25)
      and (${k}::numeric is null or m.calories_kcal between ${k}::numeric * 0.75 and ${k}::numeric * 1.25)
      and (${s}::numeric is null or m.sugar_g <= ${s}::numeric)`;
  const [{ count }] = (await db.sql`select count(*)::int as count from (${matches}) x`) as unknown as [
    { count: number },
  ];
  const page = await db.sql`select id from (${matches}) x order by distance, name, id
    limit ${args.result_limit} offset ${args.result_offset}`;
  return {
    total: Math.min(count, 1000),
    total_capped: count > 1000,
    ids: page.map((row) => row.id as string),
  };
}

// A small deterministic generator, so a failure names the same arguments on every run.
function* argumentSets(): Generator<Args> {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (value: number) => {
    const roll = next();
    return roll < 0.35 ? null : roll < 0.45 ? 0 : value;
  };
  // Each way of answering on purpose: one target alone (many meals exactly on it), 0 targets, a sugar cap alone.
  const none = {
    protein_target: null,
    carbs_target: null,
    fat_target: null,
    calories_target: null,
    sugar_max: null,
  };
  for (const [targets, result_offset] of [
    [{ protein_target: 30 }, 0],
    [{ protein_target: 30 }, 120],
    [{ calories_target: 500, sugar_max: 10 }, 0],
    [{ protein_target: 0 }, 24],
    [{ carbs_target: 0, fat_target: 0 }, 0],
    [{ sugar_max: 0 }, 48],
    [{ fat_target: 0, calories_target: 300 }, 0],
  ] as const) {
    yield { ...none, ...targets, result_limit: 24, result_offset };
  }
  for (let i = 0; i < 60; i += 1) {
    yield {
      protein_target: pick(Math.round(5 + next() * 50)),
      carbs_target: pick(Math.round(5 + next() * 80)),
      fat_target: pick(Math.round(next() * 40 * 10) / 10),
      calories_target: pick(Math.round(100 + next() * 900)),
      sugar_max: next() < 0.5 ? null : Math.round(next() * 30),
      result_limit: next() < 0.8 ? 24 : 100,
      result_offset: [0, 0, 0, 24, 96, 500, 976][Math.floor(next() * 7)]!,
    };
  }
}

describe("find_meals_by_macros against the plain definition", () => {
  it("returns the same page, in the same order, with the same bounded count, for 67 sets of targets", async () => {
    let capped = 0;
    for (const args of argumentSets()) {
      const expected = await reference(args);
      const result = (await db.api.call("find_meals_by_macros", args as never)) as Result;
      expect({
        args,
        total: result.total,
        capped: result.total_capped,
        ids: result.meals.map((m) => m.id),
      }).toEqual({
        args,
        total: expected.total,
        capped: expected.total_capped,
        ids: expected.ids,
      });
      if (expected.total_capped) capped += 1;
    }
    // Both ways of answering were exercised: the walk from the targets (over 1,000 matches) and the full ranking.
    expect(capped).toBeGreaterThan(5);
    expect(capped).toBeLessThan(60);
  });

  it("pages through every meal by name when no target is set", async () => {
    const none = { protein_target: null, carbs_target: null, fat_target: null, calories_target: null };
    for (const offset of [0, 100, 1000]) {
      const args = { ...none, sugar_max: null, result_limit: 100, result_offset: offset };
      expect(
        ((await db.api.call("find_meals_by_macros", args as never)) as Result).meals.map((m) => m.id),
      ).toEqual((await reference(args)).ids);
    }
  });
});

describe("find_meals_by_macros count", () => {
  it("counts exactly up to 1,000 and says when more meals match", async () => {
    const many = (await db.api.call("find_meals_by_macros", { protein_target: 40 })) as Result;
    expect(many).toEqual(expect.objectContaining({ total: 1000, total_capped: true }));
    const [{ n }] =
      (await db.sql`select count(*)::int as n from public.meals where listed and protein_g between 30 and 50`) as unknown as [
        { n: number },
      ];
    expect(n).toBeGreaterThan(1000);
    const few = (await db.api.call("find_meals_by_macros", {
      protein_target: 40,
      carbs_target: 80,
      fat_target: 20,
      calories_target: 400,
    })) as Result;
    expect(few.total_capped).toBe(false);
    expect(few.total).toBe(
      (
        await reference({
          protein_target: 40,
          carbs_target: 80,
          fat_target: 20,
          calories_target: 400,
          sugar_max: null,
          result_limit: 24,
          result_offset: 0,
        })
      ).total,
    );
  });

  it("refuses a page past the first 1,000 matches, a page over 100 meals and a negative target", async () => {
    await expect(db.api.call("find_meals_by_macros", { result_offset: 1001 })).rejects.toThrow(
      /result_offset must be between 0 and 1000/,
    );
    await expect(db.api.call("find_meals_by_macros", { result_limit: 101 })).rejects.toThrow(
      /result_limit must be between 0 and 100/,
    );
    await expect(db.api.call("find_meals_by_macros", { protein_target: -1 })).rejects.toMatchObject({
      code: "22023",
    });
  });
});
