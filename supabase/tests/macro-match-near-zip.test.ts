import { createTestDatabase, type TestDatabase } from "@/test/database";
import { addLocation, addRestaurantAt, milesNorth } from "./fixtures";

// A ZIP in the macro calculator means "near this ZIP": restaurants with a location within 25 miles of its centre,
// ranked by how close the meal is to the targets, then by distance. The restaurants here have unusual macros (under
// 2,000 kcal, as a listed meal is) so that no seeded meal matches, and their places another ZIP so that only the
// radius can find them.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '60601'`;
  const place = async (name: string, miles: number | null, protein: string) =>
    addRestaurantAt(db.sql, {
      name,
      cityId: "chicago",
      address: miles === null ? "1 Test Street, Chicago, IL 60601" : "1 Far Street, Chicago, IL 60999",
      latitude: miles === null ? null : milesNorth(centre!.latitude as number, miles),
      longitude: miles === null ? null : (centre!.longitude as number),
      zip: miles === null ? "60601" : "60999",
      meals: [{ name: `${name} bowl`, protein, carbs: "444", fat: "111", calories: "1999", sugar: "1" }],
    });
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
    calories_target: 1999,
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

  it("follows a place that moves, a meal that moves to another restaurant, a place that loses its coordinates and a restaurant that opens a nearer location", async () => {
    const names = async (zip: string) => (await find(zip)).meals.map((m) => m.name);
    const [thirty] = await db.sql`select l.id, l.restaurant_id from public.locations l
      join public.restaurants r on r.id = l.restaurant_id where r.name = 'Thirty Miles'`;
    const [five] = await db.sql`select id from public.restaurants where name = 'Five Miles'`;
    const [centre] = await db.sql`select latitude, longitude from public.zip_codes where zip = '60601'`;
    const north = (miles: number) => milesNorth(centre!.latitude as number, miles);
    expect(await names("60601")).not.toContain("Thirty Miles bowl");
    await db.sql`update public.locations set latitude = ${north(2)} where id = ${thirty!.id}`;
    expect(await names("60601")).toContain("Thirty Miles bowl");
    await db.sql`update public.meals set restaurant_id = ${five!.id} where name = 'Thirty Miles bowl'`;
    await db.sql`update public.locations set latitude = null where id = ${thirty!.id}`;
    expect(await names("60601")).toContain("Thirty Miles bowl");
    await db.sql`update public.meals set restaurant_id = ${thirty!.restaurant_id} where name = 'Thirty Miles bowl'`;
    expect(await names("60601")).not.toContain("Thirty Miles bowl");
    await db.sql`update public.locations set latitude = ${north(30)} where id = ${thirty!.id}`;
    expect(await names("60601")).not.toContain("Thirty Miles bowl");
    // A second location of the same restaurant, 20 miles away: its menu is served there.
    const second = await addLocation(db.sql, thirty!.restaurant_id as string, {
      cityId: "chicago",
      latitude: north(20),
      longitude: centre!.longitude as number,
      zip: "60999",
    });
    const meal = (await find("60601")).meals.find((m) => m.name === "Thirty Miles bowl") as
      (Result["meals"][number] & { restaurant: { location_id: string } }) | undefined;
    expect(meal?.distance_miles).toBe(20);
    expect(meal?.restaurant.location_id).toBe(second);
  });
});
