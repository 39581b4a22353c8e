import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Json = Record<string, unknown> & { id: string; name: string };
const ids = (list: Json[]) => list.map((item) => item.id).sort();

describe("get_random_restaurants", () => {
  it("returns the asked number of distinct places, each with its restaurant's best meals", async () => {
    const list = (await db.api.call("get_random_restaurants", { count_limit: 5 })) as (Json & {
      location_id: string;
      location_count: number;
      meals: Json[];
    })[];
    expect(list).toHaveLength(5);
    expect(new Set(list.map((r) => r.location_id)).size).toBe(5);
    for (const restaurant of list) {
      const [place] =
        await db.sql`select restaurant_id from public.locations where id = ${restaurant.location_id}`;
      expect(place!.restaurant_id).toBe(restaurant.id);
      expect(restaurant.location_count).toBe(1);
      // Its best six meals of over 30 g protein and under 600 kcal, most protein first.
      const meals = await db.sql`select id from public.meals where restaurant_id = ${restaurant.id}
        and listed and protein_g > 30 and calories_kcal > 0 and calories_kcal < 600
        order by protein_g desc, calories_kcal, name, id limit 6`;
      expect(restaurant.meals.map((m) => m.id)).toEqual(meals.map((m) => m.id));
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
  it("matches the start of city names whatever the case, by key, larger cities of one key first", async () => {
    const expected = await db.sql`select c.id from public.cities c
      left join public.city_stats s on s.city_id = c.id
      where public.city_key(c.name) like 'san%'
      order by public.city_key(c.name) collate "C", s.location_count desc nulls last, c.name, c.state limit 50`;
    expect(expected.length).toBeGreaterThan(10);
    const lower = (await db.api.call("list_cities_by_prefix", {
      prefix_param: "san",
      result_limit: 50,
    })) as Json[];
    const upper = (await db.api.call("list_cities_by_prefix", {
      prefix_param: "  SAN ",
      result_limit: 50,
    })) as Json[];
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
    // Several cities are named Houston: the name alone means the one with the most locations, Houston TX.
    const expected =
      await db.sql`select distinct restaurant_id as id from public.locations where city_id = 'houston'`;
    expect(expected.length).toBeGreaterThan(1);
    const result = (await db.api.call("search_restaurants", { search_term: "houston" })) as {
      label: string;
      restaurants: Json[];
    };
    expect(result.label).toBe("Houston, TX");
    expect(ids(result.restaurants)).toEqual(expected.map((r) => r.id).sort());
  });

  it("labels a ZIP search 'restaurants near {zip}'", async () => {
    const [row] = await db.sql`select l.zip from public.locations l join public.zip_codes z on z.zip = l.zip
      order by l.address, l.id limit 1`;
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
      more: false,
    });
  });
});

describe("list_city_restaurants and get_city", () => {
  it("lists every restaurant of a city, matching its name case-insensitively", async () => {
    const expected = await db.sql`select r.id, count(*)::int as location_count
      from public.locations l join public.restaurants r on r.id = l.restaurant_id
      where l.city_id = 'chicago' group by r.id, r.name order by r.name, r.id`;
    expect(expected.length).toBeGreaterThan(1);
    const list = (await db.api.call("list_city_restaurants", { city_name_param: "CHICAGO" })) as (Json & {
      location_count: number;
    })[];
    // Each restaurant once, by name, with how many of its locations are in the city.
    expect(list.map((r) => ({ id: r.id, location_count: r.location_count }))).toEqual(
      expected.map((r) => ({ id: r.id, location_count: r.location_count })),
    );
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
