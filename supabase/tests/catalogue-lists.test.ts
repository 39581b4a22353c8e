import { createTestDatabase, type TestDatabase } from "@/test/database";

// The lists read from the summaries that refresh_catalogue_summaries() keeps after each import: the cities list,
// the meal builder's restaurants, the request form's restaurant search and the home suggestions.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Option = { id: string; name: string; city: string; state: string };

/** Restaurants of a city of their own, then the summaries refreshed as an import does. */
async function addRestaurants(cityId: string, cityName: string, names: string[]) {
  await db.sql`insert into public.cities (id, name, state) values (${cityId}, ${cityName}, 'ZZ')`;
  for (const name of names) {
    await db.sql`insert into public.restaurants (city_id, name) values (${cityId}, ${name})`;
  }
  await db.sql`select public.refresh_catalogue_summaries()`;
}

describe("list_cities", () => {
  it("lists every city by name, then state, with what its pages use", async () => {
    const expected = await db.sql`select id, name, state from public.cities order by name, state`;
    const list = (await db.api.call("list_cities", {})) as Record<string, unknown>[];
    expect(list.map(({ id, name, state }) => ({ id, name, state }))).toEqual(expected.map((c) => ({ ...c })));
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "name", "state", "updated_at"]);
  });

  it("includes a city added by an import once the summaries are refreshed", async () => {
    await addRestaurants("lists-ville", "Aaa Lists Ville", ["Lists Diner"]);
    const list = (await db.api.call("list_cities", {})) as Option[];
    expect(list.map((c) => c.id)).toContain("lists-ville");
  });
});

describe("list_cities_near", () => {
  const near = async (latitude: number, longitude: number) =>
    (
      (await db.api.call("list_cities_near", {
        latitude_param: latitude,
        longitude_param: longitude,
      })) as Option[]
    ).map((c) => c.id);

  it("gives every city within 150 km of a position, and none far away", async () => {
    await db.sql`insert into public.cities (id, name, state, latitude, longitude) values
      ('near-centre', 'Near Centre', 'ZZ', 10, 20),
      ('near-north', 'Near North', 'ZZ', 11.3, 20),
      ('near-east', 'Near East', 'ZZ', 10, 21.3),
      ('far-north', 'Far North', 'ZZ', 11.5, 20),
      ('far-east', 'Far East', 'ZZ', 10, 21.5),
      ('date-line-west', 'Date Line West', 'ZZ', 0, 179.5),
      ('date-line-east', 'Date Line East', 'ZZ', 0, -179.5)`;
    const found = await near(10, 20);
    // 1.3 degrees is 145 km north and 142 km east here; 1.5 degrees is 167 and 164 km.
    expect(found).toEqual(expect.arrayContaining(["near-centre", "near-north", "near-east"]));
    expect(found).not.toContain("far-north");
    expect(found).not.toContain("far-east");
    expect(await near(0, 179.9)).toEqual(expect.arrayContaining(["date-line-west", "date-line-east"]));
    expect(await near(-60, -100)).toEqual([]);
  });

  it("refuses a position that is not one", async () => {
    await expect(near(91, 0)).rejects.toMatchObject({ code: "22023" });
    await expect(near(0, -180.5)).rejects.toThrow(/^longitude_param must be between/);
  });
});

describe("list_restaurant_options (the meal builder)", () => {
  it("keeps the first of names equal after trimming and lower-casing, and one 'whole foods'", async () => {
    await addRestaurants("dedupe-town", "Dedupe Town", [
      "Zz Dedupe Chipotle",
      " zz dedupe chipotle ",
      "ZZ DEDUPE CHIPOTLE",
      "Zz Dedupe Sweetgreen",
    ]);
    const options = (await db.api.call("list_restaurant_options", {})) as Option[];
    const dedupe = options.filter((o) => o.city === "Dedupe Town");
    // Ordered by name as the database compares them: the first of the three spellings is kept.
    const [first] = await db.sql`select name from public.restaurants where city_id = 'dedupe-town'
      and lower(btrim(name)) = 'zz dedupe chipotle' order by name, id limit 1`;
    expect(dedupe.map((o) => o.name)).toEqual([first!.name, "Zz Dedupe Sweetgreen"]);

    const wholeFoods = options.filter((o) => o.name.toLowerCase().includes("whole foods"));
    expect(wholeFoods.length).toBeLessThanOrEqual(1);
    await addRestaurants("whole-town", "Whole Town", [
      "Whole Foods Market",
      "WHOLE FOODS Hot Bar",
      "The Whole Foods Kitchen",
    ]);
    const after = (await db.api.call("list_restaurant_options", {})) as Option[];
    const [firstWholeFoods] = await db.sql`select r.name from public.restaurants r
      join public.cities c on c.id = r.city_id where lower(r.name) like '%whole foods%' order by r.name, c.name, r.id
      limit 1`;
    expect(after.filter((o) => o.name.toLowerCase().includes("whole foods")).map((o) => o.name)).toEqual([
      firstWholeFoods!.name,
    ]);
  });
});

describe("search_restaurant_options (the request form)", () => {
  const search = async (term: string, limit = 50) =>
    (await db.api.call("search_restaurant_options", { search_term: term, result_limit: limit })) as Option[];

  it("without a term, gives the first restaurants by name, city and id", async () => {
    const expected =
      await db.sql`select r.id from public.restaurants r join public.cities c on c.id = r.city_id
      order by r.name, c.name, r.id limit 7`;
    expect((await search("", 7)).map((o) => o.id)).toEqual(expected.map((r) => r.id));
    expect((await search("   ", 7)).map((o) => o.id)).toEqual(expected.map((r) => r.id));
  });

  it("finds a part of the name or of the city and state, whatever the case and spacing", async () => {
    await addRestaurants("picker-falls", "Picker Falls", ["Quinoa Quarry", "Bean  Barn "]);
    expect((await search("quinoa qu")).map((o) => [o.name, o.city, o.state])).toEqual([
      ["Quinoa Quarry", "Picker Falls", "ZZ"],
    ]);
    expect((await search("  PICKER   falls ")).map((o) => o.name)).toEqual(["Bean  Barn ", "Quinoa Quarry"]);
    // Names are matched with their spaces trimmed and single, as the term is.
    expect((await search("bean barn picker falls, zz")).map((o) => o.name)).toEqual(["Bean  Barn "]);
    expect(await search("no such restaurant anywhere")).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    await addRestaurants("percent-city", "Percent City", ["100% Juice", "Under_Score Cafe"]);
    expect((await search("100%")).map((o) => o.name)).toEqual(["100% Juice"]);
    expect((await search("r_s")).map((o) => o.name)).toEqual(["Under_Score Cafe"]);
    expect((await search("0%j")).map((o) => o.name)).toEqual([]);
  });

  it("stops at result_limit, by name", async () => {
    const all = await search("");
    expect(all).toHaveLength(50);
    expect(await search("", 3)).toEqual(all.slice(0, 3));
  });

  it("refuses a term longer than 100 characters with 22023", async () => {
    await expect(search("x".repeat(100))).resolves.toEqual([]);
    const refused = search("x".repeat(101));
    await expect(refused).rejects.toMatchObject({ code: "22023" });
    await expect(refused).rejects.toThrow("search_term must be at most 100 characters.");
  });
});

describe("get_random_restaurants past 1,000 restaurants", () => {
  it("draws the asked number of distinct restaurants, each with all its meals, and not always the same", async () => {
    await db.sql`insert into public.cities (id, name, state) values ('draw-city', 'Draw City', 'ZZ')`;
    await db.sql`insert into public.restaurants (city_id, name)
      select 'draw-city', 'Draw ' || g from generate_series(1, 1200) g`;
    await db.sql`select public.refresh_catalogue_summaries()`;
    const [{ n }] = (await db.sql`select count(*)::int as n from public.restaurants`) as unknown as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(1000);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const list = (await db.api.call("get_random_restaurants", { count_limit: 50 })) as (Option & {
        meals: { id: string }[];
      })[];
      expect(list).toHaveLength(50);
      expect(new Set(list.map((r) => r.id)).size).toBe(50);
      for (const r of list) seen.add(r.id);
      const [withMeals] = list.filter((r) => r.meals.length > 0);
      if (withMeals) {
        const meals = await db.sql`select id from public.meals where restaurant_id = ${withMeals.id}`;
        expect(withMeals.meals.map((m) => m.id).sort()).toEqual(meals.map((m) => m.id).sort());
      }
    }
    // Five draws of 50 from over 1,200 restaurants: the same 50 every time would mean they are not random.
    expect(seen.size).toBeGreaterThan(100);
  });
});
