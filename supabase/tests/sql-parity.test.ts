// The numbers and names that exist twice, once in SQL for the data and once in TypeScript for the pages' text, the
import { SQLSTATE } from "@/lib/backend/errors";
// forms and the requests: each TypeScript value is checked against what the database itself does or declares.
import { LISTINGS } from "@/lib/listings/rules";
import { MATCH_COUNT_CAP, MATCH_TOLERANCE, RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { COMBO_COUNT } from "@/lib/meal-builder/combos";
import {
  BREAKFAST_PROTEIN_MIN_G,
  HIGH_PROTEIN_MIN_G,
  HIGH_PROTEIN_PAGE_MIN_G,
  LEAN_BREAKFAST_FAT_MAX_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
  LEAN_BREAKFAST_SUGAR_MAX_G,
  LISTING_PROTEIN_MIN_G,
  LOW_CALORIE_MAX_KCAL,
} from "@/lib/nutrition/thresholds";
import {
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUBMISSION_LIMIT,
  SUBMISSION_WINDOW_MINUTES,
} from "@/lib/requests/constants";
import { MEAL_TYPES } from "@/lib/restaurants/schema";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt, makeCity, mealNames } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Meal = {
  listed?: boolean;
  protein_g?: number;
  fat_g?: number;
  sugar_g?: number;
  calories_kcal?: number;
  meal_types?: string[];
};

/** Whether meal_passes_rule lets a meal (of a restaurant with these tags) through `rule`. */
async function passes(rule: string, meal: Meal, tags: string[] = []) {
  const values = {
    listed: true,
    protein_g: 0,
    fat_g: 0,
    sugar_g: 0,
    calories_kcal: 0,
    meal_types: [],
    ...meal,
  };
  const [row] = await db.sql`select public.meal_passes_rule(
      jsonb_populate_record(null::public.meals, ${db.sql.json(values)}::jsonb),
      jsonb_populate_record(null::public.restaurants, ${db.sql.json({ tags })}::jsonb),
      ${rule}) as ok`;
  return row?.ok as boolean;
}

/** The lowest protein that passes is just above `minimum`: the threshold is exactly that number. */
async function expectProteinThreshold(rule: string, minimum: number, meal: Meal = {}, tags: string[] = []) {
  expect(await passes(rule, { ...meal, protein_g: minimum }, tags)).toBe(false);
  expect(await passes(rule, { ...meal, protein_g: minimum + 0.01 }, tags)).toBe(true);
}

/** The DEFAULT of an argument of a public function, as the catalog declares it. */
async function argumentDefault(fn: string, argument: string) {
  const [row] = await db.sql`select pg_get_function_arguments(p.oid) as args from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = ${fn}`;
  return new RegExp(`\\b${argument} \\w+ DEFAULT (\\S+?)(,|$)`).exec(String(row?.args))?.[1];
}

describe("the thresholds of lib/nutrition/thresholds.ts are the SQL rules' own", () => {
  it("the high-protein city pages and listing: over HIGH_PROTEIN_PAGE_MIN_G of protein", async () => {
    await expectProteinThreshold("high_protein", HIGH_PROTEIN_PAGE_MIN_G);
  });

  it("no rule lists a component, a drink or a platter (an item that is not listed)", async () => {
    expect(await passes("high_protein", { listed: false, protein_g: 100 })).toBe(false);
    expect(await passes("lunch", { listed: false, protein_g: 100, meal_types: ["lunch"] })).toBe(false);
  });

  it("the breakfast city page: breakfasts of over BREAKFAST_PROTEIN_MIN_G of protein", async () => {
    await expectProteinThreshold("breakfast", BREAKFAST_PROTEIN_MIN_G, { meal_types: ["breakfast"] });
    expect(await passes("breakfast", { protein_g: 100, meal_types: ["lunch"] })).toBe(false);
  });

  it.each(["lean_breakfast", "lean_protein"])("%s: the lean protein, fat and sugar limits", async (rule) => {
    const lean = { meal_types: ["breakfast"], fat_g: 100, sugar_g: 0 };
    await expectProteinThreshold(rule, LEAN_BREAKFAST_PROTEIN_MIN_G, lean);
    const rich = { protein_g: LEAN_BREAKFAST_PROTEIN_MIN_G + 10, meal_types: ["breakfast"] };
    expect(
      await passes(rule, { ...rich, fat_g: LEAN_BREAKFAST_FAT_MAX_G, sugar_g: LEAN_BREAKFAST_SUGAR_MAX_G }),
    ).toBe(false);
    expect(
      await passes(rule, {
        ...rich,
        fat_g: LEAN_BREAKFAST_FAT_MAX_G - 0.01,
        sugar_g: LEAN_BREAKFAST_SUGAR_MAX_G,
      }),
    ).toBe(true);
    expect(
      await passes(rule, {
        ...rich,
        fat_g: LEAN_BREAKFAST_FAT_MAX_G,
        sugar_g: LEAN_BREAKFAST_SUGAR_MAX_G - 0.01,
      }),
    ).toBe(true);
  });

  it.each<[string, string[], string[]]>([
    ["lunch", ["lunch"], []],
    ["dinner", ["dinner"], []],
    ["gluten_free", [], ["gluten-free"]],
    ["keto_friendly", [], ["keto-friendly"]],
    ["diabetic_options", [], ["diabetic-friendly"]],
  ])("the %s listing: over LISTING_PROTEIN_MIN_G of protein", async (rule, mealTypes, tags) => {
    await expectProteinThreshold(rule, LISTING_PROTEIN_MIN_G, { meal_types: mealTypes }, tags);
  });

  it("the home section: over HIGH_PROTEIN_MIN_G of protein and under LOW_CALORIE_MAX_KCAL", async () => {
    const chains = [
      ["Parity Edge Protein", HIGH_PROTEIN_MIN_G, LOW_CALORIE_MAX_KCAL - 100],
      ["Parity Above Protein", HIGH_PROTEIN_MIN_G + 0.5, LOW_CALORIE_MAX_KCAL - 100],
      ["Parity Edge Calories", HIGH_PROTEIN_MIN_G + 10, LOW_CALORIE_MAX_KCAL],
      ["Parity Below Calories", HIGH_PROTEIN_MIN_G + 10, LOW_CALORIE_MAX_KCAL - 0.5],
    ] as const;
    await db.sql`insert into public.cities (id, name, state) values ('parity-city', 'Parity City', 'ZZ')`;
    for (const [name, protein, calories] of chains) {
      await addRestaurantAt(db.sql, {
        name,
        cityId: "parity-city",
        isChain: true,
        meals: [{ name: `${name} Bowl`, protein: String(protein), calories: String(calories) }],
      });
    }
    await db.sql`select public.refresh_catalogue_summaries()`;
    const featured = await db.sql`select meal ->> 'name' as name from public.featured_meals
      where meal -> 'restaurant' ->> 'name' like 'Parity %' order by 1`;
    expect(featured.map((row) => row.name)).toEqual([
      "Parity Above Protein Bowl",
      "Parity Below Calories Bowl",
    ]);
    // The lists of places show the same meals of each menu.
    const listed = (await db.api.call("list_city_restaurants", { city_name_param: "parity-city" })) as {
      meals: { name: string }[];
    }[];
    expect(mealNames(listed)).toEqual(["Parity Above Protein Bowl", "Parity Below Calories Bowl"]);
  });
});

describe("the names TypeScript sends are the ones SQL knows", () => {
  it("every listing's rule is a rule of meal_passes_rule and one of the listings the view computes", async () => {
    const [view] = await db.sql`select pg_get_viewdef('public.listing_brands'::regclass) as text`;
    const values = /\(\s*VALUES (.*?)\)\s*rule\(name\)/s.exec(String(view?.text))?.[1] ?? "";
    const sqlRules = [...values.matchAll(/'(\w+)'::text/g)].map((match) => match[1]).sort();
    expect(sqlRules).toEqual(
      Object.values(LISTINGS)
        .map((listing) => listing.rule)
        .sort(),
    );
    const everything = { protein_g: 100, meal_types: [...MEAL_TYPES] };
    const tags = ["gluten-free", "keto-friendly", "diabetic-friendly"];
    for (const { rule } of Object.values(LISTINGS))
      expect([rule, await passes(rule, everything, tags)]).toEqual([rule, true]);
  });

  it("the meal types are those the meals table accepts", async () => {
    const [check] = await db.sql`select pg_get_constraintdef(oid) as text from pg_constraint
      where conrelid = 'public.meals'::regclass and conname = 'meals_meal_types_check'`;
    const accepted = [...String(check?.text).matchAll(/'(\w+)'::text/g)].map((match) => match[1]);
    expect(accepted).toEqual([...MEAL_TYPES]);
  });
});

describe("the limits of the forms and the calculator are the database's", () => {
  it("SHORT_TEXT_MAX and LONG_TEXT_MAX are the submission tables' limits", async () => {
    const insert = (name: string, description: string) => db.sql`insert into public.meal_requests
      (restaurant_name, meal_name, description) values ('Parity Grill', ${name}, ${description})`;
    await expect(insert("a".repeat(SHORT_TEXT_MAX), "b".repeat(LONG_TEXT_MAX))).resolves.toBeDefined();
    await expect(insert("a".repeat(SHORT_TEXT_MAX + 1), "b")).rejects.toMatchObject({ code: "23514" });
    await expect(insert("a", "b".repeat(LONG_TEXT_MAX + 1))).rejects.toMatchObject({ code: "23514" });
  });

  it("SUBMISSION_LIMIT submissions per SUBMISSION_WINDOW_MINUTES, then the rate limit's SQLSTATE", async () => {
    const attempt = (key: string) => db.sql`select public.check_rate('submission', ${key})`;
    const earlier = (
      key: string,
      offset: string,
    ) => db.sql`insert into public.rate_limit_attempts (bucket, client_key, created_at)
      values ('submission', ${key}, now() - make_interval(mins => ${SUBMISSION_WINDOW_MINUTES}) + ${offset}::interval)`;
    // An attempt just before the window counts for nothing: the whole limit is still there.
    const outside = "e".repeat(64);
    await earlier(outside, "-5 seconds");
    for (let i = 0; i < SUBMISSION_LIMIT; i++) await attempt(outside);
    await expect(attempt(outside)).rejects.toMatchObject({ code: SQLSTATE.rateLimited });
    // One just inside the window counts.
    const inside = "f".repeat(64);
    await earlier(inside, "5 seconds");
    for (let i = 0; i < SUBMISSION_LIMIT - 1; i++) await attempt(inside);
    await expect(attempt(inside)).rejects.toMatchObject({ code: SQLSTATE.rateLimited });
  });

  it("MATCH_TOLERANCE is the calculator's window either side of a target", async () => {
    const target = 40;
    const { cityName } = await makeCity(db.sql, "parity-match", [
      { name: "At the top", protein: String(target * (1 + MATCH_TOLERANCE)) },
      { name: "Above the top", protein: String(target * (1 + MATCH_TOLERANCE) + 0.01) },
      { name: "At the bottom", protein: String(target * (1 - MATCH_TOLERANCE)) },
      { name: "Below the bottom", protein: String(target * (1 - MATCH_TOLERANCE) - 0.01) },
    ]);
    const [row] = await db.sql`select public.find_meals_by_macros(protein_target => ${target},
      location_param => ${cityName}) as result`;
    const names = (row?.result.meals as { name: string }[]).map((meal) => meal.name).sort();
    expect(names).toEqual(["At the bottom", "At the top"]);
  });

  it("MATCH_COUNT_CAP is the calculator's count cap and its last page", async () => {
    const match = (offset: number) =>
      db.sql`select public.find_meals_by_macros(result_offset => ${offset}) as result`;
    await expect(match(MATCH_COUNT_CAP)).resolves.toBeDefined();
    await expect(match(MATCH_COUNT_CAP + 1)).rejects.toMatchObject({ code: "22023" });
    const [row] = await match(0);
    expect(row?.result.total).toBe(MATCH_COUNT_CAP);
    expect(row?.result.total_capped).toBe(true);
  });

  it("RESULTS_PAGE_SIZE and COMBO_COUNT are the functions' default page sizes", async () => {
    expect(await argumentDefault("find_meals_by_macros", "result_limit")).toBe(String(RESULTS_PAGE_SIZE));
    expect(await argumentDefault("find_meals_within_budget", "result_limit")).toBe(String(RESULTS_PAGE_SIZE));
    expect(await argumentDefault("suggest_meal_combos", "result_limit")).toBe(String(COMBO_COUNT));
  });
});
