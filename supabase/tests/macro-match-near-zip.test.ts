import { createTestDatabase, type TestDatabase } from "@/test/database";

// A ZIP in the macro calculator means "near this ZIP": restaurants within 25 miles of its centre, ranked by how
// close the meal is to the targets, then by distance. The restaurants here have unusual macros so that no seeded
// meal matches, and addresses in another ZIP so that only the radius can find them.
let db: TestDatabase;
const MILE_IN_LATITUDE = 1 / 69.0;
beforeAll(async () => {
  db = await createTestDatabase();
  const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '60601'`;
  const place = async (name: string, miles: number | null, protein: string) => {
    const [row] = await db.sql`insert into public.restaurants (city_id, name, address, latitude, longitude)
      values ('chicago', ${name}, ${miles === null ? "1 Test Street, Chicago, IL 60601" : "1 Far Street, Chicago, IL 60999"},
        ${miles === null ? null : centre!.latitude + miles * MILE_IN_LATITUDE}, ${miles === null ? null : centre!.longitude})
      returning id`;
    await db.sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, calories, sugar)
      values (${row!.id}, ${`${name} bowl`}, ${protein}, '444', '111', '3333', '1')`;
  };
  await place("Five Miles", 5, "333");
  await place("Ten Miles", 10, "333");
  await place("No Coordinates", null, "333");
  await place("One Mile, Off Target", 1, "340");
  await place("Thirty Miles", 30, "333");
});
afterAll(() => db.drop());

type Result = { total: number; meals: { name: string; distance_miles?: number | null }[] };
const find = async (location: string) =>
  (await db.api.call("find_meals_by_macros", {
    protein_target: 333,
    carbs_target: 444,
    fat_target: 111,
    calories_target: 3333,
    location_param: location,
  })) as Result;

describe("find_meals_by_macros near a ZIP", () => {
  it("finds meals within 25 miles of the ZIP's centre, closest macros first, then nearest", async () => {
    const result = await find("60601");
    expect(result.meals.map((m) => [m.name, m.distance_miles])).toEqual([
      ["Five Miles bowl", 5],
      ["Ten Miles bowl", 10],
      ["No Coordinates bowl", null],
      ["One Mile, Off Target bowl", 1],
    ]);
    expect(result.total).toBe(4);
  });

  it("treats a nearby ZIP, or the ZIP with its +4, the same way", async () => {
    const names = (result: Result) => result.meals.map((m) => m.name);
    expect(names(await find("60602"))).toEqual([
      "Five Miles bowl",
      "Ten Miles bowl",
      "One Mile, Off Target bowl",
    ]);
    expect(names(await find("60601-1234"))).toHaveLength(4);
  });

  it("finds nothing near a ZIP far away, or an unknown ZIP", async () => {
    expect((await find("99723")).total).toBe(0);
    expect((await find("00000")).total).toBe(0);
  });

  it("follows a restaurant that moves, a meal that moves to another restaurant and a restaurant that loses its place", async () => {
    const names = async (zip: string) => (await find(zip)).meals.map((m) => m.name);
    const [thirty] = await db.sql`select id from public.restaurants where name = 'Thirty Miles'`;
    const [five] = await db.sql`select id from public.restaurants where name = 'Five Miles'`;
    const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '60601'`;
    await db.sql`update public.restaurants set latitude = ${centre!.latitude + 2 * MILE_IN_LATITUDE}
      where id = ${thirty!.id}`;
    expect(await names("60601")).toContain("Thirty Miles bowl");
    await db.sql`update public.meals set restaurant_id = ${five!.id} where name = 'Thirty Miles bowl'`;
    await db.sql`update public.restaurants set latitude = null where id = ${thirty!.id}`;
    expect(await names("60601")).toContain("Thirty Miles bowl");
    await db.sql`update public.meals set restaurant_id = ${thirty!.id} where name = 'Thirty Miles bowl'`;
    expect(await names("60601")).not.toContain("Thirty Miles bowl");
    await db.sql`update public.restaurants set latitude = ${centre!.latitude + 30 * MILE_IN_LATITUDE}
      where id = ${thirty!.id}`;
    expect(await names("60601")).not.toContain("Thirty Miles bowl");
    await db.sql`update public.restaurants set latitude = ${centre!.latitude + 20 * MILE_IN_LATITUDE}
      where id = ${thirty!.id}`;
    expect(await names("60601")).toContain("Thirty Miles bowl");
    expect((await find("60601")).meals.find((m) => m.name === "Thirty Miles bowl")?.distance_miles).toBe(20);
  });
});
