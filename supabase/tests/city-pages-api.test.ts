import { restaurantOptionListSchema } from "@/lib/restaurants/schema";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addRestaurantAt, makeCity, mealNames, refreshSummaries } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Restaurants = { id: string; meals: { name: string; protein_g: number }[] }[];
const call = async (fn: string, city: string) =>
  (await db.api.call(fn, { city_name_param: city })) as Restaurants;

describe("get_high_protein_restaurants", () => {
  it("keeps meals of over 40 g protein only: exactly 40 g is not over", async () => {
    const { cityName } = await makeCity(db.sql, "protein-town", [
      { name: "Exactly 40", protein: "40", meal_types: ["lunch"] },
      { name: "Just over", protein: "40.5g", meal_types: ["dinner"] },
      { name: "Text 52", protein: "52 g", meal_types: ["dinner"] },
      { name: "Unknown", protein: null },
    ]);
    expect(mealNames(await call("get_high_protein_restaurants", cityName.toUpperCase()))).toEqual([
      "Just over",
      "Text 52",
    ]);
  });

  it("agrees with the seed for Chicago: each restaurant there once, its best 3 meals over 40 g, best first", async () => {
    const expected = await db.sql`select r.id, count(*)::int as meal_total,
        (array_agg(m.name order by m.protein_g desc, m.name, m.id))[1:3] as meals
      from public.restaurants r join public.meals m on m.restaurant_id = r.id
      where exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'chicago')
        and m.listed and m.protein_g > 40
      group by r.id, r.name order by max(m.protein_g) desc, r.name, r.id`;
    expect(expected.length).toBeGreaterThan(1);
    const found = (await call("get_high_protein_restaurants", "Chicago")) as (Restaurants[number] & {
      meal_total: number;
    })[];
    expect(
      found.map((r) => ({ id: r.id, meal_total: r.meal_total, meals: r.meals.map((m) => m.name) })),
    ).toEqual(expected.map((r) => ({ id: r.id, meal_total: r.meal_total, meals: r.meals })));
  });
});

describe("get_high_protein_breakfast_restaurants", () => {
  it("keeps breakfast meals of over 35 g protein", async () => {
    const { cityName } = await makeCity(db.sql, "breakfast-town", [
      { name: "Exactly 35", protein: "35", meal_types: ["breakfast"] },
      { name: "Breakfast 36", protein: "36g", meal_types: ["breakfast", "lunch"] },
      { name: "Lunch 60", protein: "60", meal_types: ["lunch"] },
    ]);
    expect(mealNames(await call("get_high_protein_breakfast_restaurants", cityName))).toEqual([
      "Breakfast 36",
    ]);
  });

  it("returns an empty list for a city without restaurants", async () => {
    expect(await call("get_high_protein_breakfast_restaurants", "Nowhere")).toEqual([]);
  });
});

describe("get_lean_high_protein_breakfast_restaurants", () => {
  it("keeps breakfasts of over 40 g protein with under 15 g fat or under 10 g sugar", async () => {
    const { cityName } = await makeCity(db.sql, "lean-town", [
      { name: "Lean by fat", protein: "45", fat: "14.9", sugar: "20", meal_types: ["breakfast"] },
      { name: "Lean by sugar", protein: "45", fat: "30", sugar: "9g", meal_types: ["breakfast"] },
      { name: "At both limits", protein: "45", fat: "15", sugar: "10", meal_types: ["breakfast"] },
      { name: "Protein 40", protein: "40", fat: "5", sugar: "1", meal_types: ["breakfast"] },
      { name: "Lean lunch", protein: "50", fat: "5", sugar: "1", meal_types: ["lunch"] },
    ]);
    expect(mealNames(await call("get_lean_high_protein_breakfast_restaurants", cityName))).toEqual([
      "Lean by fat",
      "Lean by sugar",
    ]);
  });

  it("lists the leanest first: each restaurant's meals by fat, the restaurants by their leanest meal", async () => {
    const { cityName } = await makeCity(db.sql, "lean-order-town", [
      { name: "Fat 12", protein: "60", fat: "12", sugar: "20", meal_types: ["breakfast"] },
      { name: "Fat 40 sugar 2", protein: "90", fat: "40", sugar: "2", meal_types: ["breakfast"] },
      { name: "Fat 3", protein: "41", fat: "3", sugar: "20", meal_types: ["breakfast"] },
    ]);
    await addRestaurantAt(db.sql, {
      name: "Leaner Diner",
      cityId: "lean-order-town",
      meals: [{ name: "Fat 1", protein: "42", fat: "1", sugar: "1", meal_types: ["breakfast"] }],
    });
    await refreshSummaries(db.sql);
    const listed = await call("get_lean_high_protein_breakfast_restaurants", cityName);
    expect(listed.map((restaurant) => restaurant.meals.map((meal) => meal.name))).toEqual([
      ["Fat 1"],
      ["Fat 3", "Fat 12", "Fat 40 sugar 2"],
    ]);
  });

  it("finds lean breakfasts in each of the three big seeded cities", async () => {
    for (const city of ["New York", "Los Angeles", "Chicago"]) {
      expect((await call("get_lean_high_protein_breakfast_restaurants", city)).length).toBeGreaterThan(0);
      expect((await call("get_high_protein_breakfast_restaurants", city)).length).toBeGreaterThan(0);
    }
  });
});

describe("restaurant reads", () => {
  it("returns one restaurant with all its meals, and null for an unknown id", async () => {
    const [row] = await db.sql`select r.id, count(m.id)::int as meals from public.restaurants r
      join public.meals m on m.restaurant_id = r.id group by r.id order by r.id limit 1`;
    const restaurant = (await db.api.call("get_restaurant", {
      restaurant_id_param: row!.id,
    })) as Restaurants[number];
    expect(restaurant.id).toBe(row!.id);
    expect(restaurant.meals).toHaveLength(row!.meals);
    const meals = (await db.api.call("list_restaurant_meals", { restaurant_id_param: row!.id })) as unknown[];
    expect(meals).toHaveLength(row!.meals);
    const unknown = { restaurant_id_param: "00000000-0000-4000-8000-000000000000" };
    expect(await db.api.call("get_restaurant", unknown)).toBeNull();
    expect(await db.api.call("list_restaurant_meals", unknown)).toBeNull();
  });

  it("lists no meals, not null, for a restaurant without meals", async () => {
    const { restaurantId } = await makeCity(db.sql, "empty-menu-town", []);
    expect(await db.api.call("list_restaurant_meals", { restaurant_id_param: restaurantId })).toEqual([]);
  });

  it("shows a restaurant's meals as they are after meals are added, changed, moved or deleted", async () => {
    const menu = async (id: string) =>
      ((await db.api.call("get_restaurant", { restaurant_id_param: id })) as Restaurants[number]).meals.map(
        (m) => m.name,
      );
    // Meals of over 30 g protein and under 600 kcal: what a city's list shows of a menu.
    const { restaurantId: first } = await makeCity(db.sql, "menu-town", [
      { name: "Alpha", protein: "35", calories: "500" },
      { name: "Beta", protein: "35", calories: "500" },
    ]);
    const { restaurantId: second } = await makeCity(db.sql, "other-menu-town", [
      { name: "Gamma", protein: "35", calories: "500" },
    ]);
    expect(await menu(first)).toEqual(["Alpha", "Beta"]);
    await db.sql`update public.meals set name = 'Aardvark' where restaurant_id = ${first} and name = 'Alpha'`;
    await db.sql`update public.meals set restaurant_id = ${second} where restaurant_id = ${first} and name = 'Beta'`;
    expect(await menu(first)).toEqual(["Aardvark"]);
    expect(await menu(second)).toEqual(["Beta", "Gamma"]);
    await db.sql`delete from public.meals where restaurant_id = ${first}`;
    expect(await menu(first)).toEqual([]);
    // The city lists read the menus' highlights as of the last import.
    await refreshSummaries(db.sql);
    const cityPage = (await db.api.call("list_city_restaurants", {
      city_name_param: "other-menu-town",
    })) as (Restaurants[number] & { meal_count: number })[];
    expect(mealNames(cityPage)).toEqual(["Beta", "Gamma"]);
    expect(cityPage.map((r) => r.meal_count)).toEqual([2]);
  });

  it("lists one restaurant per name for the meal builder, the first by name, city and id kept", async () => {
    // The same name again, spelled otherwise, elsewhere.
    await addRestaurantAt(db.sql, { name: " MENU TOWN GRILL ", cityId: "other-menu-town" });
    // As of the last import: the restaurants the tests above added count once the summaries are refreshed.
    await db.sql`select public.refresh_catalogue_summaries()`;
    // The rule the page applied before the database did (docs/product.md#meal-builder), run on every restaurant.
    // A restaurant's city: an independent one's (its first location's); none for a chain.
    const all = await db.sql`select r.id, r.name from public.restaurants r
      left join lateral (
        select c.name from public.locations l join public.cities c on c.id = l.city_id
        where l.restaurant_id = r.id and not r.is_chain order by l.created_at, l.id limit 1
      ) home on true
      order by r.name, home.name nulls first, r.id`;
    const seen = new Set<string>();
    const expected = all.filter((r) => {
      const name = (r.name as string).trim().toLowerCase();
      const key = name.includes("whole foods") ? "whole foods" : name;
      return seen.has(key) ? false : Boolean(seen.add(key));
    });
    const options = restaurantOptionListSchema.parse(await db.api.call("list_restaurant_options", {}));
    // The kept ones, listed by name as people read it (supabase/tests/name-order.test.ts).
    expect(options.map((o) => o.id).sort()).toEqual(expected.map((r) => r.id as string).sort());
    expect(options.length).toBeLessThan(all.length);
    // A chain stands in many cities: none is named; an independent restaurant is shown with its own.
    const [chain] = await db.sql`select id from public.restaurants where is_chain and name = 'Chipotle'`;
    expect(options.find((o) => o.id === chain!.id)).toEqual(
      expect.objectContaining({ city: null, state: null }),
    );
    expect(options.filter((o) => o.name.trim().toLowerCase() === "menu town grill")).toEqual([
      expect.objectContaining({ name: " MENU TOWN GRILL ", city: "Other Menu Town", state: "ZZ" }),
    ]);
  });
});

describe("cities that share a name", () => {
  type Listed = { city_id: string; meals: unknown[] }[];
  const cityIds = async (fn: string, place: string) => [
    ...new Set(((await db.api.call(fn, { city_name_param: place })) as Listed).map((r) => r.city_id)),
  ];

  it("are selected by id, never mixing their restaurants", async () => {
    const [row] =
      await db.sql`select count(*)::int as n from public.cities where name in ('Portland', 'Springfield')`;
    expect(row!.n).toBeGreaterThan(4);
    for (const id of ["portland", "portland-me", "springfield", "springfield-mo", "springfield-ma"]) {
      expect(await cityIds("list_city_restaurants", id)).toEqual([id]);
      // Each restaurant with a location in that city, with how many of its locations are there.
      const expected = await db.sql`select restaurant_id as id, count(*)::int as location_count
        from public.locations where city_id = ${id} group by restaurant_id order by restaurant_id`;
      const listed = (await db.api.call("list_city_restaurants", { city_name_param: id })) as {
        id: string;
        location_count: number;
        locations: { city_id: string }[];
      }[];
      expect(
        listed
          .map(({ id, location_count }) => ({ id, location_count }))
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
      ).toEqual(expected.map(({ id, location_count }) => ({ id, location_count })));
      for (const r of listed) for (const place of r.locations) expect(place.city_id).toBe(id);
      for (const fn of ["get_high_protein_restaurants", "get_high_protein_breakfast_restaurants"]) {
        for (const found of await cityIds(fn, id)) expect([fn, found]).toEqual([fn, id]);
      }
    }
    expect(await cityIds("get_high_protein_restaurants", "springfield-mo")).toEqual(["springfield-mo"]);
  });

  it("accept 'City, ST' and 'City, State', and a bare shared name means one city", async () => {
    expect(await cityIds("list_city_restaurants", "Portland, ME")).toEqual(["portland-me"]);
    expect(await cityIds("list_city_restaurants", " portland, maine ")).toEqual(["portland-me"]);
    expect(await cityIds("list_city_restaurants", "Springfield, MO")).toEqual(["springfield-mo"]);
    expect(await cityIds("list_city_restaurants", "Springfield, Illinois")).toEqual(["springfield"]);
    // A bare shared name (that is no city's id): the city of that name with the most locations.
    for (const name of ["Aberdeen", "Clinton"]) {
      const [largest] = await db.sql`select c.id from public.cities c
        left join public.locations l on l.city_id = c.id
        where c.name = ${name} group by c.id order by count(l.id) desc, c.state, c.id limit 1`;
      expect(await cityIds("list_city_restaurants", name)).toEqual([largest!.id]);
      expect(await cityIds("list_city_restaurants", name.toUpperCase())).toEqual([largest!.id]);
    }
    expect(await cityIds("list_city_restaurants", "Springfield, TX")).toEqual([]);
    // Without a comma, a state may end the text, as a code or in full.
    for (const place of ["Chicago IL", "chicago, il", "Chicago, Illinois", "CHICAGO illinois"]) {
      expect(await cityIds("list_city_restaurants", place)).toEqual(["chicago"]);
    }
    expect(await cityIds("list_city_restaurants", "Springfield MO")).toEqual(["springfield-mo"]);
    expect(await cityIds("list_city_restaurants", "Raleigh North Carolina")).toEqual(["raleigh"]);
    const found = (await db.api.call("search_restaurants", { search_term: "Portland" })) as {
      restaurants: Listed;
    };
    expect([...new Set(found.restaurants.map((r) => r.city_id))]).toHaveLength(1);
  });

  it("keep the macro calculator's location to one of them", async () => {
    const result = (await db.api.call("find_meals_by_macros", {
      protein_target: 40,
      location_param: "Springfield, MO",
      result_limit: 100,
    })) as {
      total: number;
      meals: { restaurant: { id: string; city: string; state: string; location_id: string } }[];
    };
    // Every meal of 30 to 50 g protein on the menu of a restaurant with a location in Springfield, MO.
    const [expected] = await db.sql`select count(*)::int as n from public.meals m
      where m.listed and m.protein_g between 30 and 50 and exists (
        select 1 from public.locations l where l.restaurant_id = m.restaurant_id and l.city_id = 'springfield-mo')`;
    expect(expected!.n).toBeGreaterThan(0);
    expect(result.total).toBe(Math.min(expected!.n, 1000));
    expect(
      result.meals.every((m) => m.restaurant.city === "Springfield" && m.restaurant.state === "MO"),
    ).toBe(true);
    const places =
      await db.sql`select id, restaurant_id from public.locations where city_id = 'springfield-mo'`;
    const placeOf = new Map(places.map((p) => [p.id as string, p.restaurant_id as string]));
    for (const meal of result.meals)
      expect(placeOf.get(meal.restaurant.location_id)).toBe(meal.restaurant.id);
  });
});
