import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addLocation, addRestaurantAt, milesNorth } from "./fixtures";

// A card in a list of places shows three of a restaurant's locations there; list_restaurant_locations pages
// through all of them, in the same order.
let db: TestDatabase;
let chainId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [chain] = await db.sql`select id from public.restaurants where name = 'McDonald''s' and is_chain`;
  chainId = chain!.id as string;
});
afterAll(() => db.drop());

type Place = { id: string; city_id: string; distance_miles: number | null };
type Page = { total: number; locations: Place[] };
const locations = (args: Record<string, unknown>) =>
  db.api.call("list_restaurant_locations", {
    restaurant_id_param: chainId,
    ...args,
  } as never) as Promise<Page | null>;

/** Every page of `size` locations, one after the other. */
async function allPages(args: Record<string, unknown>, size: number) {
  const seen: Place[] = [];
  for (let offset = 0; ; offset += size) {
    const page = (await locations({ ...args, result_offset: offset, result_limit: size }))!;
    seen.push(...page.locations);
    if (page.locations.length < size) return { total: page.total, seen };
  }
}

describe("list_restaurant_locations", () => {
  it("pages through a chain's locations in a city, nearest the city's centre first", async () => {
    const expected = await db.sql`select l.id from public.locations l join public.cities c on c.id = l.city_id
      where l.restaurant_id = ${chainId} and l.city_id = 'chicago'
      order by public.miles_between(c.latitude, c.longitude, l.latitude, l.longitude) nulls last, l.address, l.id`;
    expect(expected.length).toBeGreaterThan(20);
    const { total, seen } = await allPages({ city_id_param: "chicago" }, 7);
    expect(total).toBe(expected.length);
    expect(seen.map((l) => l.id)).toEqual(expected.map((l) => l.id));
    expect(seen.every((l) => l.city_id === "chicago" && l.distance_miles === null)).toBe(true);
    // The three the city's list shows are the first three.
    const listed = (await db.api.call("list_city_restaurants", { city_name_param: "chicago" })) as {
      id: string;
      location_count: number;
      locations: { id: string }[];
    }[];
    const card = listed.find((r) => r.id === chainId)!;
    expect(card.location_count).toBe(total);
    expect(card.locations.map((l) => l.id)).toEqual(seen.slice(0, 3).map((l) => l.id));
  });

  it("pages through those within 25 miles of a ZIP's centre, nearest first, with their distance", async () => {
    const expected = await db.sql`select x.id, x.miles from (
        select l.id, l.address, public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) as miles
        from public.locations l, public.zip_codes z where z.zip = '60601' and l.restaurant_id = ${chainId}
      ) x where x.miles <= 25 order by x.miles, x.address, x.id`;
    expect(expected.length).toBeGreaterThan(20);
    const { total, seen } = await allPages({ zip_param: "60601" }, 20);
    expect(total).toBe(expected.length);
    expect(seen.map((l) => [l.id, l.distance_miles])).toEqual(
      expected.map((l) => [l.id, Math.round((l.miles as number) * 10) / 10]),
    );
    const near = (await db.api.call("list_restaurants_near_zip", {
      zip_param: "60601",
      result_limit: 100,
    })) as {
      id: string;
      location_count: number;
      locations: { id: string }[];
    }[];
    const card = near.find((r) => r.id === chainId)!;
    expect(card.location_count).toBe(total);
    expect(card.locations.map((l) => l.id)).toEqual(seen.slice(0, 3).map((l) => l.id));
  });

  it("keeps the 25-mile radius: a place 24.9 miles away is in, one 25.1 miles away is out", async () => {
    await db.sql`insert into public.cities (id, name, state) values ('edge-ville', 'Edge Ville', 'ZZ')`;
    const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '99789'`;
    const { restaurantId, locationId: inside } = await addRestaurantAt(db.sql, {
      name: "Edge Diner",
      cityId: "edge-ville",
      latitude: milesNorth(centre!.latitude as number, 24.9),
      longitude: centre!.longitude as number,
    });
    await addLocation(db.sql, restaurantId, {
      cityId: "edge-ville",
      latitude: milesNorth(centre!.latitude as number, 25.1),
      longitude: centre!.longitude as number,
    });
    const page = await db.api.call("list_restaurant_locations", {
      restaurant_id_param: restaurantId,
      zip_param: "99789",
    } as never);
    expect(page).toEqual({
      total: 1,
      locations: [expect.objectContaining({ id: inside, distance_miles: 24.9 })],
    });
  });

  it("takes a location's id for its restaurant, gives none without an area and null for an unknown restaurant", async () => {
    const [place] = await db.sql`select id from public.locations where restaurant_id = ${chainId}
      and city_id = 'chicago' limit 1`;
    const byLocation = await db.api.call("list_restaurant_locations", {
      restaurant_id_param: place!.id,
      city_id_param: "chicago",
    } as never);
    expect(byLocation).toEqual(await locations({ city_id_param: "chicago" }));
    expect(await locations({})).toEqual({ total: 0, locations: [] });
    expect(
      await db.api.call("list_restaurant_locations", {
        restaurant_id_param: "00000000-0000-4000-8000-000000000000",
        city_id_param: "chicago",
      } as never),
    ).toBeNull();
    await expect(locations({ city_id_param: "chicago", result_limit: 101 })).rejects.toMatchObject({
      code: "22023",
    });
  });
});
