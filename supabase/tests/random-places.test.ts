import { createTestDatabase, type TestDatabase } from "@/test/database";
import { refreshSummaries } from "./fixtures";

// The home suggestions: restaurants drawn first, then a random place of each; here from a catalogue of 12 places.
let db: TestDatabase;
let kept: string[];
beforeAll(async () => {
  db = await createTestDatabase();
  const rows = await db.sql`select id from public.locations order by id limit 12`;
  kept = rows.map((r) => r.id as string);
  await db.sql`delete from public.locations where id <> all (${kept}::uuid[])`;
  await refreshSummaries(db.sql);
}, 120_000);
afterAll(() => db.drop());

type Drawn = { id: string; location_id: string; location_count: number; meals: { id: string }[] };
const draw = async (count: number) =>
  (await db.api.call("get_random_restaurants", { count_limit: count })) as Drawn[];

describe("get_random_restaurants from a small catalogue", () => {
  it("draws one place of each restaurant, every restaurant when more are asked for than there are", async () => {
    const restaurants = await db.sql`select distinct restaurant_id from public.locations`;
    const all = await draw(50);
    expect(all.map((r) => r.id).sort()).toEqual(restaurants.map((r) => r.restaurant_id as string).sort());
    for (const r of all) expect(kept).toContain(r.location_id);
    const some = await draw(Math.min(5, restaurants.length));
    expect(new Set(some.map((r) => r.id)).size).toBe(some.length);
    expect(await draw(0)).toEqual([]);
  });

  it("shows each place's restaurant with its best meals", async () => {
    for (const drawn of await draw(12)) {
      const [place] =
        await db.sql`select restaurant_id from public.locations where id = ${drawn.location_id}`;
      expect(drawn.id).toBe(place!.restaurant_id);
      expect(drawn.location_count).toBe(1);
      // Its best six meals of over 30 g protein and under 600 kcal, most protein first.
      const best = await db.sql`select id from public.meals where restaurant_id = ${drawn.id}
        and listed and protein_g > 30 and calories_kcal > 0 and calories_kcal < 600
        order by protein_g desc, calories_kcal, name, id limit 6`;
      expect(drawn.meals.map((m) => m.id)).toEqual(best.map((m) => m.id));
    }
  });

  it("does not always draw the same places", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) for (const r of await draw(3)) seen.add(r.location_id);
    // Five draws of 3 of the 12 places' restaurants: the same 3 every time would mean they are not random.
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe("get_random_restaurants from the whole catalogue", () => {
  let whole: TestDatabase;
  beforeAll(async () => {
    whole = await createTestDatabase();
  });
  afterAll(() => whole.drop());

  it("never repeats a restaurant in a set, however many locations a chain has", async () => {
    const restaurants = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const set = (await whole.api.call("get_random_restaurants", { count_limit: 5 })) as Drawn[];
      expect(set).toHaveLength(5);
      expect(new Set(set.map((r) => r.id)).size).toBe(5);
      for (const r of set) {
        const [place] =
          await whole.sql`select restaurant_id from public.locations where id = ${r.location_id}`;
        expect(place!.restaurant_id).toBe(r.id);
        restaurants.add(r.id);
      }
    }
    // Restaurants, not locations, are drawn: 200 picks reach far more of the 60 placed restaurants than the few
    // largest chains a draw of locations keeps returning.
    expect(restaurants.size).toBeGreaterThan(30);
  });
});
