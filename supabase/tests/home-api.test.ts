import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Json = Record<string, unknown> & { id: string; name: string };
const ids = (list: Json[]) => list.map((item) => item.id).sort();

describe("get_random_restaurants", () => {
  it("returns the asked number of distinct restaurants, each with all its meals", async () => {
    const list = (await db.api.call("get_random_restaurants", { count_limit: 5 })) as (Json & {
      meals: Json[];
    })[];
    expect(list).toHaveLength(5);
    expect(new Set(ids(list)).size).toBe(5);
    for (const restaurant of list) {
      const meals = await db.sql`select id from public.meals where restaurant_id = ${restaurant.id}`;
      expect(ids(restaurant.meals)).toEqual(meals.map((m) => m.id).sort());
    }
  });
});

describe("get_popular_cities", () => {
  it("ranks cities by how often they were searched, without exposing the logs", async () => {
    await db.sql`insert into public.search_city_logs (city_id, city_name)
      values ('chicago', 'Chicago'), ('chicago', 'Chicago'), ('chicago', 'Chicago'),
             ('new-york', 'New York'), ('new-york', 'New York'), ('los-angeles', 'Los Angeles')`;
    const list = (await db.api.call("get_popular_cities", { city_limit: 2 })) as Json[];
    expect(list).toEqual([
      { id: "chicago", name: "Chicago", state: "IL", search_count: 3 },
      { id: "new-york", name: "New York", state: "NY", search_count: 2 },
    ]);
  });
});

describe("list_cities_by_prefix", () => {
  it("matches the start of city names whatever the case", async () => {
    const expected = await db.sql`select id from public.cities where lower(name) like 'san%' order by name`;
    expect(expected.length).toBeGreaterThan(1);
    const lower = (await db.api.call("list_cities_by_prefix", { prefix_param: "san" })) as Json[];
    const upper = (await db.api.call("list_cities_by_prefix", { prefix_param: "  SAN " })) as Json[];
    expect(lower.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(upper).toEqual(lower);
    expect(lower[0]).toEqual(
      expect.objectContaining({ name: expect.stringMatching(/^San /), state: expect.any(String) }),
    );
  });

  it("finds nothing for blank text or for wildcards typed by the user", async () => {
    expect(await db.api.call("list_cities_by_prefix", { prefix_param: "  " })).toEqual([]);
    expect(await db.api.call("list_cities_by_prefix", { prefix_param: "%" })).toEqual([]);
    expect(await db.api.call("list_cities_by_prefix", { prefix_param: "_" })).toEqual([]);
  });
});

describe("search_restaurants", () => {
  it("finds a city's restaurants by name, labelled with the city", async () => {
    const expected = await db.sql`select id from public.restaurants where city_id = 'new-york'`;
    const result = (await db.api.call("search_restaurants", { search_term: "new york" })) as {
      label: string;
      restaurants: Json[];
    };
    expect(result.label).toBe("New York");
    expect(ids(result.restaurants)).toEqual(expected.map((r) => r.id).sort());
  });

  it("labels a ZIP search 'restaurants near {zip}'", async () => {
    const [row] = await db.sql`select substring(address from '([0-9]{5})$') as zip from public.restaurants
      where address ~ '[0-9]{5}$' order by name limit 1`;
    const zip = row!.zip as string;
    const result = (await db.api.call("search_restaurants", { search_term: zip })) as {
      label: string;
      restaurants: (Json & { address: string })[];
    };
    expect(result.label).toBe(`restaurants near ${zip}`);
    expect(result.restaurants.length).toBeGreaterThan(0);
  });

  it("returns no restaurants for a blank term", async () => {
    expect(await db.api.call("search_restaurants", { search_term: "   " })).toEqual({
      label: null,
      restaurants: [],
    });
  });
});

describe("list_city_restaurants and get_city", () => {
  it("lists every restaurant of a city, matching its name case-insensitively", async () => {
    const expected = await db.sql`select id from public.restaurants where city_id = 'chicago'`;
    const list = (await db.api.call("list_city_restaurants", { city_name_param: "CHICAGO" })) as Json[];
    expect(ids(list)).toEqual(expected.map((r) => r.id).sort());
  });

  it("returns a city by id, and null for an unknown id", async () => {
    expect(await db.api.call("get_city", { city_id_param: "los-angeles" })).toEqual(
      expect.objectContaining({ id: "los-angeles", slug: "los-angeles", name: "Los Angeles", state: "CA" }),
    );
    expect(await db.api.call("get_city", { city_id_param: "atlantis" })).toBeNull();
  });

  it("lists all cities by name", async () => {
    const expected = await db.sql`select id from public.cities order by name, state`;
    const list = (await db.api.call("list_cities", {})) as Json[];
    expect(list.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  });
});

describe("log_city_search", () => {
  it("stores one log row", async () => {
    const clientKey = "ab".repeat(32);
    await db.api.call("log_city_search", { client_key: clientKey, city_id_param: "los-angeles" }, "server");
    const rows = await db.sql`select city_name from public.search_city_logs where city_id = 'los-angeles'`;
    expect(rows.map((r) => r.city_name)).toContain("Los Angeles");
  });
});
