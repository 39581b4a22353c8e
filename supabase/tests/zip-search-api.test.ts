import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Found = {
  label: string | null;
  restaurants: { id: string; name: string; distance_miles: number | null }[];
};
const search = (term: string) => db.api.call("search_restaurants", { search_term: term }) as Promise<Found>;

describe("ZIP code table", () => {
  it("holds the US ZIP codes with their centres, readable by the public", async () => {
    const [{ count }] = (await db.sql`select count(*)::int as count from public.zip_codes`) as unknown as [
      { count: number },
    ];
    expect(count).toBeGreaterThan(40000);
    const [zip] = await db.sql`select city, state from public.zip_codes where zip = '60601'`;
    expect(zip).toEqual({ city: "Chicago", state: "IL" });
  });
});

describe("search_restaurants by ZIP code", () => {
  it("lists restaurants within 25 miles of the ZIP's centre, nearest first, with their distance", async () => {
    const expected = await db.sql`
      select r.id, public.miles_between(z.latitude, z.longitude, r.latitude, r.longitude) as miles
      from public.restaurants r, public.zip_codes z
      where z.zip = '60601' and r.latitude is not null
        and public.miles_between(z.latitude, z.longitude, r.latitude, r.longitude) <= 25
      order by miles, r.name, r.id limit 50`;
    expect(expected.length).toBeGreaterThan(1);
    const result = await search("60601");
    expect(result.label).toBe("restaurants near 60601");
    expect(result.restaurants.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const distances = result.restaurants.map((r) => r.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThanOrEqual(25);
  });

  it("orders a restaurant placed at the ZIP's centre first", async () => {
    const [city] = await db.sql`select id from public.cities where id = 'chicago'`;
    const [row] = await db.sql`insert into public.restaurants (city_id, name, latitude, longitude)
      select ${city!.id}, 'Zz Centre Grill', latitude, longitude from public.zip_codes where zip = '60601'
      returning id`;
    const result = await search("60601-1234");
    expect(result.label).toBe("restaurants near 60601-1234");
    expect(result.restaurants[0]).toEqual(expect.objectContaining({ id: row!.id, distance_miles: 0 }));
  });

  it("leaves out restaurants farther than 25 miles", async () => {
    const result = await search("60601");
    const ids = new Set(result.restaurants.map((r) => r.id));
    const farAway = await db.sql`select id from public.restaurants where city_id = 'new-york'`;
    expect(farAway.length).toBeGreaterThan(0);
    for (const { id } of farAway) expect(ids.has(id)).toBe(false);
  });

  it("finds a restaurant without coordinates by the ZIP in its address, after the located ones", async () => {
    const [row] = await db.sql`insert into public.restaurants (city_id, name, address)
      values ('chicago', 'Aa No Coordinates Cafe', '1 Test Street, Chicago, IL 60601') returning id`;
    const result = await search("60601");
    expect(result.restaurants.at(-1)).toEqual(expect.objectContaining({ id: row!.id, distance_miles: null }));
  });

  it("finds nothing for an unknown ZIP code", async () => {
    expect(await search("00000")).toEqual({ label: "restaurants near 00000", restaurants: [] });
  });

  it("finds nothing near a real ZIP code far from every restaurant", async () => {
    // Utqiagvik, Alaska.
    expect((await search("99723")).restaurants).toEqual([]);
  });
});

describe("list_high_protein_low_calorie_meals", () => {
  it("returns meals over 30 g protein and under 600 kcal, one per chain, most protein first", async () => {
    const meals = (await db.api.call("list_high_protein_low_calorie_meals", { result_limit: 6 })) as {
      protein_g: number;
      calories_kcal: number;
      restaurant: { name: string };
    }[];
    expect(meals).toHaveLength(6);
    for (const meal of meals) {
      expect(meal.protein_g).toBeGreaterThan(30);
      expect(meal.calories_kcal).toBeLessThan(600);
    }
    const proteins = meals.map((m) => m.protein_g);
    expect(proteins).toEqual([...proteins].sort((a, b) => b - a));
    expect(new Set(meals.map((m) => m.restaurant.name.toLowerCase())).size).toBe(6);
  });
});
