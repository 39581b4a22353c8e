import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt, findMeals, milesNorth } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Found = {
  label: string | null;
  restaurants: { id: string; name: string; distance_miles: number | null }[];
  more: boolean;
};
const search = (term: string, page?: number) =>
  db.api.call("search_restaurants", {
    search_term: term,
    ...(page ? { page_param: page } : {}),
  }) as Promise<Found>;

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

type Near = {
  id: string;
  name: string;
  location_id: string;
  location_count: number;
  distance_miles: number | null;
  locations: { id: string; distance_miles: number | null }[];
};
const near = (zip: string, limit = 100) =>
  db.api.call("list_restaurants_near_zip", { zip_param: zip, result_limit: limit }) as Promise<Near[]>;

describe("search_restaurants by ZIP code", () => {
  it("lists restaurants within 25 miles of the ZIP's centre, each once at its nearest location, nearest first", async () => {
    // Every location within 25 miles; each restaurant at its nearest, with how many it has there.
    const expected = await db.sql`
      select x.restaurant_id as id, min(x.miles) as miles, count(*)::int as location_count,
        (array_agg(x.id order by x.miles, x.id))[1] as location_id
      from (
        select l.id, l.restaurant_id, public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) as miles
        from public.locations l, public.zip_codes z
        where z.zip = '60601' and l.latitude is not null and l.longitude is not null
      ) x join public.restaurants r on r.id = x.restaurant_id
      where x.miles <= 25
      group by x.restaurant_id, r.name order by min(x.miles), r.name, x.restaurant_id`;
    // Pages of 24: the seed has more than two pages' worth around Chicago's Loop.
    expect(expected.length).toBeGreaterThan(48);
    const result = await search("60601");
    expect(result.label).toBe("restaurants near 60601");
    const pages = [result, await search("60601", 2), await search("60601", 3)];
    expect(pages.map((page) => [page.restaurants.length, page.more])).toEqual([
      [24, true],
      [24, true],
      [Math.min(expected.length - 48, 24), expected.length > 72],
    ]);
    const listed = pages.flatMap((page) => page.restaurants as unknown as Near[]);
    expect(
      listed.map(({ id, location_id, location_count, distance_miles }) => ({
        id,
        location_id,
        location_count,
        distance_miles,
      })),
    ).toEqual(
      expected.slice(0, 72).map((r) => ({
        id: r.id,
        location_id: r.location_id,
        location_count: r.location_count,
        distance_miles: Math.round((r.miles as number) * 10) / 10,
      })),
    );
    const found = result.restaurants as unknown as Near[];
    const distances = found.map((r) => r.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThanOrEqual(25);
    // Up to three of its locations there, nearest first, the first the one it is shown at.
    for (const r of found) {
      expect(r.locations.length).toBe(Math.min(r.location_count, 3));
      expect(r.locations[0]!.id).toBe(r.location_id);
      const miles = r.locations.map((l) => l.distance_miles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });

  it("orders a restaurant placed at the ZIP's centre first", async () => {
    const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '60601'`;
    const { restaurantId } = await addRestaurantAt(db.sql, {
      name: "Zz Centre Grill",
      cityId: "chicago",
      latitude: centre!.latitude,
      longitude: centre!.longitude,
    });
    const result = await search("60601-1234");
    expect(result.label).toBe("restaurants near 60601-1234");
    expect(result.restaurants[0]).toEqual(expect.objectContaining({ id: restaurantId, distance_miles: 0 }));
  });

  it("leaves out restaurants farther than 25 miles", async () => {
    const result = await near("60601");
    const ids = new Set(result.map((r) => r.id));
    // The restaurants with locations, none of them within 25 miles of the ZIP's centre.
    const farAway = await db.sql`select l.restaurant_id as id from public.locations l, public.zip_codes z
      where z.zip = '60601' group by l.restaurant_id
      having bool_and(l.latitude is not null and public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) > 25)`;
    expect(farAway.length).toBeGreaterThan(0);
    for (const { id } of farAway) expect(ids.has(id)).toBe(false);
    // And none of the locations listed is farther.
    for (const r of result)
      for (const place of r.locations) expect(place.distance_miles).toBeLessThanOrEqual(25);
  });

  it("finds a restaurant without coordinates by the ZIP of its location, after the located ones", async () => {
    const { restaurantId } = await addRestaurantAt(db.sql, {
      name: "Aa No Coordinates Cafe",
      cityId: "chicago",
      address: "1 Test Street, Chicago, IL 60601",
      zip: "60601",
    });
    const result = await near("60601");
    expect(result.at(-1)).toEqual(expect.objectContaining({ id: restaurantId, distance_miles: null }));
    expect((await near("60602")).map((r) => r.id)).not.toContain(restaurantId);
  });

  it("finds nothing for an unknown ZIP code", async () => {
    expect(await search("00000")).toEqual({ label: "restaurants near 00000", restaurants: [], more: false });
  });

  it("finds nothing near a real ZIP code far from every restaurant", async () => {
    // Nuiqsut, Alaska: no location within 25 miles.
    const [{ n }] = (await db.sql`select count(*)::int as n from public.locations l, public.zip_codes z
      where z.zip = '99789' and (l.zip = '99789'
        or public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) <= 25)`) as unknown as [
      { n: number },
    ];
    expect(n).toBe(0);
    expect((await search("99789")).restaurants).toEqual([]);
  });
});

describe("the 25-mile radius around a ZIP", () => {
  // Two places due north of the centre of a ZIP with no other restaurant near: one just inside the radius, one
  // just outside, each with a meal no seeded menu has.
  let inside: string;
  let outside: string;
  beforeAll(async () => {
    await db.sql`insert into public.cities (id, name, state) values ('radius-edge', 'Radius Edge', 'ZZ')`;
    const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '99789'`;
    const at = async (name: string, miles: number) =>
      (
        await addRestaurantAt(db.sql, {
          name,
          cityId: "radius-edge",
          latitude: milesNorth(centre!.latitude as number, miles),
          longitude: centre!.longitude as number,
          zip: "99999",
          meals: [{ name: `${name} plate`, protein: "777", carbs: "666", fat: "555", calories: "1997" }],
        })
      ).restaurantId;
    inside = await at("Edge Inside", 24.9);
    outside = await at("Edge Outside", 25.1);
  });

  it("lists a place 24.9 miles from the centre and not one 25.1 miles away", async () => {
    const listed = await near("99789");
    expect(listed.map((r) => [r.id, r.distance_miles])).toEqual([[inside, 24.9]]);
    const searched = await search("99789");
    expect(searched.restaurants.map((r) => r.id)).toEqual([inside]);
    expect(listed.map((r) => r.id)).not.toContain(outside);
  });

  it("gives the macro calculator near that ZIP the meals of the place inside only", async () => {
    const result = await findMeals<{ total: number; meals: { name: string; distance_miles: number }[] }>(db, {
      protein_target: 777,
      carbs_target: 666,
      fat_target: 555,
      calories_target: 1997,
      location_param: "99789",
    });
    expect(result.meals.map((m) => [m.name, m.distance_miles])).toEqual([["Edge Inside plate", 24.9]]);
    expect(result.total).toBe(1);
    // Anywhere, both match: only the radius leaves the other out.
    const anywhere = await findMeals<{ total: number }>(db, {
      protein_target: 777,
      carbs_target: 666,
      fat_target: 555,
      calories_target: 1997,
    });
    expect(anywhere.total).toBe(2);
  });
});

describe("a page of places near a ZIP", () => {
  // Five restaurants at one spot 10 miles north of a ZIP with no other restaurant near, one at 5 miles, one
  // without coordinates in the ZIP: a page that ends among the five ties is cut by name.
  let zip: string;
  let nearest: string;
  let tied: { id: string; name: string }[];
  let unplaced: string;
  beforeAll(async () => {
    await db.sql`insert into public.cities (id, name, state) values ('page-edge', 'Page Edge', 'ZZ')
      on conflict do nothing`;
    const [centre] = await db.sql`select z.zip, z.latitude, z.longitude from public.zip_codes z
      where z.state = 'AK' and z.zip <> '99789' and not exists (select 1 from public.locations l
        where l.zip = z.zip or public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) <= 40)
      order by z.zip limit 1`;
    zip = centre!.zip as string;
    const at = async (name: string, miles: number | null) =>
      (
        await addRestaurantAt(db.sql, {
          name,
          cityId: "page-edge",
          ...(miles === null
            ? { address: `1 Test Street, Page Edge, ZZ ${zip}`, zip }
            : {
                latitude: milesNorth(centre!.latitude as number, miles),
                longitude: centre!.longitude as number,
              }),
        })
      ).restaurantId;
    nearest = await at("Page Edge Nearest", 5);
    tied = [];
    for (const name of ["Tie E", "Tie B", "Tie D", "Tie A", "Tie C"])
      tied.push({ id: await at(name, 10), name });
    tied.sort((a, b) => a.name.localeCompare(b.name));
    unplaced = await at("Page Edge Unplaced", null);
  });

  it("takes the nearest, then the tied places by name, and the place found by its ZIP last", async () => {
    expect((await near(zip)).map((r) => r.id)).toEqual([nearest, ...tied.map((t) => t.id), unplaced]);
    expect((await near(zip, 3)).map((r) => r.id)).toEqual([nearest, tied[0]!.id, tied[1]!.id]);
    expect((await near(zip, 6)).map((r) => r.id)).toEqual([nearest, ...tied.map((t) => t.id)]);
    expect((await near(zip, 1)).map((r) => r.id)).toEqual([nearest]);
    expect(await near(zip, 0)).toEqual([]);
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
