import { createTestDatabase, type TestDatabase } from "@/test/database";
import { refreshSummaries } from "./fixtures";

// The home suggestions from a small catalogue (at most 1,000 places), which is shuffled whole.
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
  it("draws distinct places, every one of them when more are asked for than there are", async () => {
    const all = await draw(50);
    expect(all.map((r) => r.location_id).sort()).toEqual([...kept].sort());
    const some = await draw(5);
    expect(some).toHaveLength(5);
    expect(new Set(some.map((r) => r.location_id)).size).toBe(5);
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
    for (let i = 0; i < 5; i += 1) for (const r of await draw(5)) seen.add(r.location_id);
    // Five draws of 5 of 12 places: the same 5 every time would mean they are not random.
    expect(seen.size).toBeGreaterThan(5);
  });
});
