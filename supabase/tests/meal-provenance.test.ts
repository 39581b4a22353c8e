import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type MealJson = { name: string; source: string | null; source_url: string | null; as_of: string | null };

describe("where a meal's values come from", () => {
  it("is one dated document per chain for every seeded meal (MenuStat 2022 or the chain's own), in every read", async () => {
    const [counts] = await db.sql`select count(*)::int as meals,
      count(*) filter (where (source = 'MenuStat' and source_url = 'https://www.menustat.org' and as_of = '2022')
        or (source like '% via FoodNoms (MIT)' and as_of ~ '^202[34]-[0-9]{2}$'
          and source_url = 'https://github.com/ryanashcraft/restaurant-nutrition-data'))::int as recorded,
      (select count(*) from (select restaurant_id from public.meals group by restaurant_id
        having count(distinct (source, source_url, as_of)) > 1) x)::int as mixed
      from public.meals`;
    expect(counts!.recorded).toBe(counts!.meals);
    expect(counts!.mixed).toBe(0);
    const [chipotle] = await db.sql`select count(*)::int as n, min(source) as source, min(as_of) as as_of
      from public.meals m join public.restaurants r on r.id = m.restaurant_id where r.name = 'Chipotle'`;
    expect(chipotle).toEqual({
      n: expect.any(Number),
      source: "Chipotle's nutrition facts via FoodNoms (MIT)",
      as_of: "2024-04",
    });
    const [restaurant] = await db.sql`select r.id from public.restaurants r
      where exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'chicago')
        and exists (select 1 from public.meals m where m.restaurant_id = r.id and m.source = 'MenuStat')
      order by r.name limit 1`;
    const read = (await db.api.call("get_restaurant", { restaurant_id_param: restaurant!.id } as never)) as {
      meals: MealJson[];
    };
    expect(read.meals[0]).toEqual(
      expect.objectContaining({ source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" }),
    );
    const city = (await db.api.call("list_city_restaurants", { city_name_param: "chicago" } as never)) as {
      meals: MealJson[];
    }[];
    expect(city.find((r) => r.meals.length > 0)!.meals[0]!.source).toMatch(
      /^MenuStat$| via FoodNoms \(MIT\)$/,
    );
  });

  it("is null, not invented, for a meal stored without one, and follows changes into the menus", async () => {
    const { restaurantId } = await makeCity(db.sql, "source-town", [{ name: "Plain Bowl", protein: "30" }]);
    const menu = async () =>
      (
        (await db.api.call("get_restaurant", { restaurant_id_param: restaurantId } as never)) as {
          meals: MealJson[];
        }
      ).meals[0]!;
    expect(await menu()).toEqual(expect.objectContaining({ source: null, source_url: null, as_of: null }));
    await db.sql`update public.meals set source = 'Source Town Grill menu', as_of = '2024-05-14'
      where restaurant_id = ${restaurantId}`;
    expect(await menu()).toEqual(
      expect.objectContaining({ source: "Source Town Grill menu", source_url: null, as_of: "2024-05-14" }),
    );
  });

  it("refuses a link that is not http or https, a date that does not exist, and a link or date without a source", async () => {
    const [meal] = await db.sql`select id from public.meals limit 1`;
    const set = (values: Record<string, string | null>) =>
      db.sql`update public.meals set ${db.sql(values)} where id = ${meal!.id}`;
    await expect(set({ source_url: "javascript:alert(1)" })).rejects.toMatchObject({ code: "23514" });
    await expect(set({ as_of: "2022-02-30" })).rejects.toMatchObject({ code: "23514" });
    await expect(set({ as_of: "May 2022" })).rejects.toMatchObject({ code: "23514" });
    await expect(set({ source: null, source_url: null, as_of: "2022" })).rejects.toMatchObject({
      code: "23514",
    });
    await expect(set({ source: "  " })).rejects.toMatchObject({ code: "23514" });
    await set({ as_of: "2024-02-29" });
  });

  it("lists the catalogue's sources with their counts, the unrecorded last, after a refresh", async () => {
    await db.sql`select public.refresh_catalogue_summaries()`;
    const sources = (await db.api.call("list_meal_sources", {} as never)) as {
      source: string | null;
      as_of: string | null;
      meal_count: number;
      restaurant_count: number;
    }[];
    expect(sources[0]).toEqual(expect.objectContaining({ source: "MenuStat", as_of: "2022" }));
    expect(sources[0]!.restaurant_count).toBeGreaterThan(10);
    expect(sources.find((s) => s.source === "Source Town Grill menu")).toEqual(
      expect.objectContaining({ meal_count: 1, restaurant_count: 1 }),
    );
    const total = await db.sql`select count(*)::int as n from public.meals`;
    expect(sources.reduce((sum, s) => sum + s.meal_count, 0)).toBe(total[0]!.n);
  });
});
