// The meal builder's suggested builds through their route as served (GET /api/restaurants/{id}/combos), on the seed
// database: a menu built at a counter answers its best orders, any other menu none, an unknown restaurant 404.
import { GET as combos } from "@/app/api/restaurants/[id]/combos/route";
import { endBackend } from "@/lib/backend/rpc";
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await endBackend();
  await db.drop();
});

const getCombos = (id: string, query: string) =>
  combos(new Request(`http://localhost/api/restaurants/${id}/combos?${query}`), {
    params: Promise.resolve({ id }),
  });

type Build = {
  items: { meal: { restaurant_id: string; kind: string }; quantity: number }[];
  totals: { protein: number; calories: number };
};

const idOf = async (name: string) =>
  (await db.sql`select id from public.restaurants where name = ${name}`)[0]!.id as string;

describe("GET /api/restaurants/{id}/combos: the builds", () => {
  it("are Chipotle's orders from its own parts for targets, each within ±25% of them", async () => {
    const chipotle = await idOf("Chipotle");
    const response = await getCombos(chipotle, "protein=50&carbs=60&fat=20&calories=650");
    expect(response.status).toBe(200);
    const { builds } = (await response.json()) as { builds: Build[] };
    expect(builds.length).toBeGreaterThan(0);
    for (const build of builds) {
      expect(build.items.length).toBeGreaterThanOrEqual(2);
      for (const { meal } of build.items) expect(meal.restaurant_id).toBe(chipotle);
      expect(build.totals.protein).toBeGreaterThanOrEqual(50 * 0.75);
      expect(build.totals.protein).toBeLessThanOrEqual(50 * 1.25);
      expect(build.totals.calories).toBeLessThanOrEqual(650 * 1.25);
    }
  });

  it("are none at a menu that is not built at a counter, and 404 for an unknown restaurant", async () => {
    const [plain] = await db.sql`select r.id from public.restaurants r where r.is_chain and not exists (
      select 1 from public.meals m where m.restaurant_id = r.id and m.kind = 'component') order by r.name limit 1`;
    const response = await getCombos(plain!.id as string, "protein=50&calories=650");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { builds: Build[] }).builds).toEqual([]);
    expect((await getCombos("00000000-0000-4000-8000-000000000000", "protein=50")).status).toBe(404);
  });

  it("refuses an unknown goal or an item id that is not one with 400 naming it", async () => {
    const chipotle = await idOf("Chipotle");
    for (const [query, name] of [
      ["protein=50&goal=fast", /goal/],
      ["protein=50&lock=chicken", /lock/],
    ] as const) {
      const response = await getCombos(chipotle, query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(await response.json())).toMatch(name);
    }
  });
});
