import { restaurantOptionListSchema } from "@/lib/restaurants/schema";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt, refreshSummaries } from "./fixtures";

// The lists read from the summaries that refresh_catalogue_summaries() keeps after each import: the cities list,
// the meal builder's restaurants, the request form's restaurant search and the home suggestions.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Option = { id: string; name: string; city: string; state: string };

/** Independent restaurants, each at a place in a city of their own, then the summaries refreshed as an import does. */
async function addRestaurants(cityId: string, cityName: string, names: string[]) {
  await db.sql`insert into public.cities (id, name, state) values (${cityId}, ${cityName}, 'ZZ')`;
  for (const name of names) await addRestaurantAt(db.sql, { name, cityId });
  await refreshSummaries(db.sql);
}

// A restaurant's city as the pickers show it: an independent restaurant's (its first location's), none for a chain.
const restaurantCity = `left join lateral (
    select c.name from public.locations l join public.cities c on c.id = l.city_id
    where l.restaurant_id = r.id and not r.is_chain order by l.created_at, l.id limit 1
  ) home on true`;

describe("list_cities", () => {
  it("lists every city by name, then state, with what its pages use", async () => {
    const expected = await db.sql`select id, name, state from public.cities order by name, state`;
    const list = (await db.api.call("list_cities", {})) as Record<string, unknown>[];
    expect(list.map(({ id, name, state }) => ({ id, name, state }))).toEqual(expected.map((c) => ({ ...c })));
    expect(Object.keys(list[0]!).sort()).toEqual([
      "id",
      "location_count",
      "name",
      "restaurant_count",
      "state",
      "updated_at",
    ]);
    // Each city's size: its locations and the distinct restaurants among them.
    const sizes = await db.sql`select c.id, count(l.id)::int as location_count,
      count(distinct l.restaurant_id)::int as restaurant_count
      from public.cities c left join public.locations l on l.city_id = c.id group by c.id`;
    const byId = new Map(list.map((c) => [c.id, c]));
    for (const size of sizes) {
      expect(byId.get(size.id as string)).toEqual(
        expect.objectContaining({
          location_count: size.location_count,
          restaurant_count: size.restaurant_count,
        }),
      );
    }
  });

  it("includes a city added by an import once the summaries are refreshed", async () => {
    await addRestaurants("lists-ville", "Aaa Lists Ville", ["Lists Diner"]);
    const list = (await db.api.call("list_cities", {})) as (Option & { location_count: number })[];
    expect(list.find((c) => c.id === "lists-ville")).toEqual(
      expect.objectContaining({ location_count: 1, restaurant_count: 1 }),
    );
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
    const options = restaurantOptionListSchema.parse(await db.api.call("list_restaurant_options", {}));
    const dedupe = options.filter((o) => o.city === "Dedupe Town");
    // Ordered by name as the database compares them: the first of the three spellings is kept.
    const [first] = await db.sql`select r.name from public.restaurants r
      join public.locations l on l.restaurant_id = r.id and l.city_id = 'dedupe-town'
      where lower(btrim(r.name)) = 'zz dedupe chipotle' order by r.name, r.id limit 1`;
    expect(dedupe.map((o) => o.name)).toEqual([first!.name, "Zz Dedupe Sweetgreen"]);

    const wholeFoods = options.filter((o) => o.name.toLowerCase().includes("whole foods"));
    expect(wholeFoods.length).toBeLessThanOrEqual(1);
    await addRestaurants("whole-town", "Whole Town", [
      "Whole Foods Market",
      "WHOLE FOODS Hot Bar",
      "The Whole Foods Kitchen",
    ]);
    const after = restaurantOptionListSchema.parse(await db.api.call("list_restaurant_options", {}));
    const [firstWholeFoods] =
      await db.sql`select r.name from public.restaurants r ${db.sql.unsafe(restaurantCity)}
      where lower(r.name) like '%whole foods%' order by r.name, home.name nulls first, r.id limit 1`;
    expect(after.filter((o) => o.name.toLowerCase().includes("whole foods")).map((o) => o.name)).toEqual([
      firstWholeFoods!.name,
    ]);
  });
});

describe("search_restaurant_options (the request form)", () => {
  const search = async (term: string, limit = 50) =>
    (await db.api.call("search_restaurant_options", { search_term: term, result_limit: limit })) as Option[];

  it("without a term, gives the first restaurants by name as people read it, city and id", async () => {
    const expected = await db.sql`select r.id from public.restaurants r ${db.sql.unsafe(restaurantCity)}
      order by public.reading_order(r.name), r.name, home.name, r.id limit 7`;
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

describe("get_random_restaurants past 1,000 locations", () => {
  it("draws the asked number of distinct places, each with its restaurant's best meals, and not always the same", async () => {
    const [{ n }] = (await db.sql`select count(*)::int as n from public.locations`) as unknown as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(1000);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const list = (await db.api.call("get_random_restaurants", { count_limit: 50 })) as (Option & {
        location_id: string;
        location_count: number;
        meals: { id: string }[];
      })[];
      expect(list).toHaveLength(50);
      expect(new Set(list.map((r) => r.location_id)).size).toBe(50);
      for (const r of list) seen.add(r.location_id);
      const [drawn] = list;
      const [place] =
        await db.sql`select restaurant_id from public.locations where id = ${drawn!.location_id}`;
      expect(place!.restaurant_id).toBe(drawn!.id);
      expect(drawn!.location_count).toBe(1);
      // Its best six meals of over 30 g protein and under 600 kcal, most protein first.
      const best = await db.sql`select id from public.meals where restaurant_id = ${drawn!.id}
        and listed and protein_g > 30 and calories_kcal > 0 and calories_kcal < 600
        order by protein_g desc, calories_kcal, name, id limit 6`;
      expect(drawn!.meals.map((m) => m.id)).toEqual(best.map((m) => m.id));
    }
    // Five draws of 50 from over 1,000 places: the same 50 every time would mean they are not random.
    expect(seen.size).toBeGreaterThan(100);
  });
});
