import { brandListSchema } from "@/lib/listings/schema";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Brand = {
  slug: string;
  name: string;
  city_count: number;
  meal_count: number;
  meals: { name: string }[];
};
const listing = async (rule: string, perBrand = 20) =>
  (await db.api.call("list_restaurant_brands_by_rule", {
    rule_param: rule,
    meals_per_brand: perBrand,
  })) as Brand[];
const brand = async (rule: string, slug: string) => (await listing(rule)).find((b) => b.slug === slug);

describe("list_restaurant_brands_by_rule", () => {
  beforeAll(async () => {
    const { restaurantId } = await makeCity(db.sql, "rule-town", [
      { name: "Exactly 40", protein: "40", fat: "5", meal_types: ["lunch"] },
      { name: "Lean 41", protein: "41g", fat: "14.9", sugar: "20", meal_types: ["dinner"] },
      { name: "Fatty 41", protein: "41", fat: "15", sugar: "10", meal_types: ["dinner"] },
      { name: "Lunch 30", protein: "30", meal_types: ["lunch"] },
      { name: "Lunch 31", protein: "31", meal_types: ["lunch"] },
    ]);
    await db.sql`update public.restaurants set tags = '{gluten-free}' where id = ${restaurantId}`;
    // As an import does: the listings read materialized views.
    await db.sql`select public.refresh_catalogue_summaries()`;
  });

  it("high_protein keeps meals of over 40 g: exactly 40 g is not over", async () => {
    const found = await brand("high_protein", "rule-town-grill");
    expect(found?.meals.map((m) => m.name).sort()).toEqual(["Fatty 41", "Lean 41"]);
  });

  it("lean_protein needs over 40 g protein and under 15 g fat or under 10 g sugar", async () => {
    const found = await brand("lean_protein", "rule-town-grill");
    expect(found?.meals.map((m) => m.name)).toEqual(["Lean 41"]);
  });

  it("lunch keeps lunch meals of over 30 g protein", async () => {
    const found = await brand("lunch", "rule-town-grill");
    expect(found?.meals.map((m) => m.name).sort()).toEqual(["Exactly 40", "Lunch 31"]);
  });

  it("diet listings follow the restaurant's tags", async () => {
    expect(await brand("gluten_free", "rule-town-grill")).toBeDefined();
    expect(await brand("keto_friendly", "rule-town-grill")).toBeUndefined();
  });

  it("agrees with the seed: every keto-friendly restaurant with a meal over 30 g is listed once", async () => {
    const expected = await db.sql`select distinct public.name_slug(r.name) as slug from public.restaurants r
      join public.meals m on m.restaurant_id = r.id
      where 'keto-friendly' = any (r.tags) and m.protein_g > 30 order by 1`;
    expect(expected.length).toBeGreaterThan(0);
    const slugs = (await listing("keto_friendly")).map((b) => b.slug).sort();
    expect(slugs).toEqual(expected.map((row) => row.slug));
  });

  it("limits the meals shown per restaurant and gives an empty list for an unknown rule", async () => {
    for (const b of await listing("high_protein", 2)) expect(b.meals.length).toBeLessThanOrEqual(2);
    expect(await listing("everything")).toEqual([]);
  });
});

describe("restaurant nutrition", () => {
  it("lists each restaurant name once with a slug", async () => {
    const brands = brandListSchema.parse(await db.api.call("list_restaurant_brands", {}));
    const [row] =
      await db.sql`select count(distinct public.name_slug(name))::int as count from public.restaurants`;
    expect(brands).toHaveLength(row!.count);
    expect(brands.every((b) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(b.slug))).toBe(true);
  });

  it("returns a chain's menu once across its locations, and null for an unknown name", async () => {
    const [chain] = await db.sql`select public.name_slug(r.name) as slug, count(*)::int as locations,
      count(distinct l.city_id)::int as cities
      from public.restaurants r join public.locations l on l.restaurant_id = r.id
      where r.is_chain group by 1 having count(distinct l.city_id) > 60 order by 1 limit 1`;
    const [menu] = await db.sql`select count(distinct lower(btrim(m.name)))::int as meals from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where public.name_slug(r.name) = ${chain!.slug}`;
    // Its 60 cities with the most of its locations, listed most locations first, then by name and state.
    const cities = await db.sql`select x.city_id, x.location_count from (
        select l.city_id, count(*)::int as location_count
        from public.locations l join public.restaurants r on r.id = l.restaurant_id
        where public.name_slug(r.name) = ${chain!.slug}
        group by l.city_id order by 2 desc, 1 limit 60
      ) x join public.cities c on c.id = x.city_id order by x.location_count desc, c.name, c.state`;
    const page = (await db.api.call("get_restaurant_nutrition", { slug_param: chain!.slug })) as {
      location_count: number;
      city_count: number;
      cities: { city_id: string; city: string; state: string; location_count: number }[];
      meals: unknown[];
    };
    expect(page.location_count).toBe(chain!.locations);
    expect(page.city_count).toBe(chain!.cities);
    expect(page.cities).toHaveLength(60);
    expect(page.cities.map(({ city_id, location_count }) => ({ city_id, location_count }))).toEqual(
      cities.map(({ city_id, location_count }) => ({ city_id, location_count })),
    );
    expect(page.meals).toHaveLength(menu!.meals);
    expect(await db.api.call("get_restaurant_nutrition", { slug_param: "no-such-place" })).toBeNull();
  });
});
