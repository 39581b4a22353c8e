import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

// A chain is one restaurant with one menu, however many locations it has: the menu is stored once and every
// location shows it.
let db: TestDatabase;
let chainId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [chain] = await db.sql`select id from public.restaurants where name = 'McDonald''s' and is_chain`;
  chainId = chain!.id as string;
});
afterAll(() => db.drop());

type Restaurant = {
  id: string;
  is_chain: boolean;
  address: string | null;
  city_id: string | null;
  location_id: string | null;
  location_count: number;
  meals: { id: string; name: string; protein_g: number }[];
};
const getRestaurant = async (id: string) =>
  (await db.api.call("get_restaurant", { restaurant_id_param: id } as never)) as Restaurant;

describe("a chain's menu", () => {
  it("is stored once: one row per menu item, one restaurant for every location", async () => {
    const [menu] = await db.sql`select count(*)::int as meals, count(distinct name)::int as names
      from public.meals where restaurant_id = ${chainId}`;
    expect(menu!.meals).toBeGreaterThan(50);
    expect(menu!.meals).toBe(menu!.names);
    const [places] = await db.sql`select count(*)::int as locations, count(distinct city_id)::int as cities
      from public.locations where restaurant_id = ${chainId}`;
    expect(places!.locations).toBeGreaterThan(1000);
    expect(places!.cities).toBeGreaterThan(100);
    const [named] = await db.sql`select count(*)::int as n from public.restaurants
      where public.name_slug(name) = 'mcdonald-s'`;
    expect(named!.n).toBe(1);
  });

  it("shows the same meals at every location, and the chain itself at none", async () => {
    const chain = await getRestaurant(chainId);
    const [{ n: locationCount }] = (await db.sql`select count(*)::int as n from public.locations
      where restaurant_id = ${chainId}`) as unknown as [{ n: number }];
    expect(chain).toEqual(
      expect.objectContaining({
        id: chainId,
        is_chain: true,
        address: null,
        city_id: null,
        location_id: null,
        location_count: locationCount,
      }),
    );
    const menu = await db.sql`select id from public.meals where restaurant_id = ${chainId} order by name, id`;
    expect(chain.meals.map((m) => m.id)).toEqual(menu.map((m) => m.id));
    // Locations in different cities, far apart.
    const places = await db.sql`select distinct on (city_id) id, address, city_id from public.locations
      where restaurant_id = ${chainId} and city_id in ('new-york', 'chicago', 'houston', 'los-angeles', 'portland')
      order by city_id, id`;
    expect(places.length).toBeGreaterThan(2);
    for (const place of places) {
      const there = await getRestaurant(place.id as string);
      expect(there).toEqual(
        expect.objectContaining({
          id: chainId,
          location_id: place.id,
          address: place.address,
          city_id: place.city_id,
        }),
      );
      expect(there.meals.map((m) => m.id)).toEqual(menu.map((m) => m.id));
      const listed = (await db.api.call("list_restaurant_meals", {
        restaurant_id_param: place.id,
      } as never)) as {
        id: string;
      }[];
      expect(listed.map((m) => m.id)).toEqual(menu.map((m) => m.id));
    }
  });

  it("changes at every location at once when one of its meals changes", async () => {
    const [meal] =
      await db.sql`select id from public.meals where restaurant_id = ${chainId} order by name limit 1`;
    await db.sql`update public.meals set protein = '99' where id = ${meal!.id}`;
    const places = await db.sql`select id from public.locations where restaurant_id = ${chainId}
      order by id limit 3`;
    for (const place of places) {
      const there = await getRestaurant(place.id as string);
      expect(there.meals.find((m) => m.id === meal!.id)?.protein_g).toBe(99);
    }
  });
});

describe("a meal's restaurant in the macro calculator", () => {
  type Found = {
    meals: {
      restaurant_id: string;
      distance_miles?: number;
      restaurant: {
        id: string;
        name: string;
        city: string | null;
        address: string | null;
        location_id: string | null;
      };
    }[];
  };
  const chainMeal = (found: Found) => found.meals.find((m) => m.restaurant_id === chainId);

  it("is a chain at no place when no place is given", async () => {
    const found = (await db.api.call("find_meals_by_macros", {
      protein_target: 30,
      result_limit: 100,
    })) as Found;
    expect(chainMeal(found)?.restaurant).toEqual(
      expect.objectContaining({
        id: chainId,
        name: "McDonald's",
        city: null,
        address: null,
        location_id: null,
      }),
    );
  });

  it("is the chain's nearest location within 25 miles of a ZIP, with its distance", async () => {
    const [nearest] = await db.sql`select l.id, l.address, c.name as city,
        public.miles_between(z.latitude, z.longitude, l.latitude, l.longitude) as miles
      from public.locations l join public.cities c on c.id = l.city_id, public.zip_codes z
      where z.zip = '60601' and l.restaurant_id = ${chainId}
      order by 4, l.id limit 1`;
    expect(nearest!.miles).toBeLessThan(25);
    const found = (await db.api.call("find_meals_by_macros", {
      protein_target: 30,
      location_param: "60601",
      result_limit: 100,
    })) as Found;
    const meal = chainMeal(found);
    expect(meal?.restaurant).toEqual(
      expect.objectContaining({
        id: chainId,
        location_id: nearest!.id,
        address: nearest!.address,
        city: nearest!.city,
      }),
    );
    expect(meal?.distance_miles).toBe(Math.round((nearest!.miles as number) * 10) / 10);
  });
});

describe("an independent restaurant", () => {
  it("is shown at its one location, by its own id or the location's", async () => {
    const { restaurantId } = await makeCity(db.sql, "solo-town", [{ name: "Solo Bowl", protein: "31" }]);
    const [place] =
      await db.sql`select id, address from public.locations where restaurant_id = ${restaurantId}`;
    for (const id of [restaurantId, place!.id as string]) {
      expect(await getRestaurant(id)).toEqual(
        expect.objectContaining({
          id: restaurantId,
          is_chain: false,
          address: place!.address,
          city_id: "solo-town",
          location_id: place!.id,
          location_count: 1,
          meals: [expect.objectContaining({ name: "Solo Bowl" })],
        }),
      );
    }
  });
});
