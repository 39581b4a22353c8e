import { createTestDatabase, type TestDatabase } from "@/test/database";
import { makeCity } from "./fixtures";

// A whole menu: meals, the parts of an order (components), drinks and platters for a table. The lists and searches
// read meals up to 2,000 kcal; drinks join the searches when the diner asks; the menu itself shows everything.
let db: TestDatabase;
let restaurantId: string;
let cityName: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const made = await makeCity(db.sql, "whole-menu-town", [
    { name: "Whole Bowl", protein: "97", carbs: "93", fat: "29", sugar: "3", calories: "1013" },
  ]);
  restaurantId = made.restaurantId;
  cityName = made.cityName;
  await db.sql`insert into public.meals (restaurant_id, name, kind, slot, protein, carbs, fat, sugar, calories)
    values (${restaurantId}, 'Whole Chicken', 'component', 'protein', '97', '93', '29', '3', '1013'),
           (${restaurantId}, 'Whole Shake', 'drink', null, '97', '93', '29', '3', '1013'),
           (${restaurantId}, 'Whole Platter', 'meal', null, '197', '193', '99', '3', '2400')`;
  await db.sql`select public.refresh_catalogue_summaries()`;
});
afterAll(() => db.drop());

const names = (result: { meals: { name: string }[] }) => result.meals.map((meal) => meal.name).sort();
const TARGETS = { protein_target: 97, carbs_target: 93, fat_target: 29, calories_target: 1013 };

describe("a whole menu", () => {
  it("matches meals only, drinks too when asked, never a component or a platter", async () => {
    const match = (args: Record<string, unknown>) =>
      db.api.call("find_meals_by_macros", {
        ...TARGETS,
        location_param: cityName,
        ...args,
      } as never) as Promise<{
        meals: { name: string }[];
      }>;
    expect(names(await match({}))).toEqual(["Whole Bowl"]);
    expect(names(await match({ include_drinks: true }))).toEqual(["Whole Bowl", "Whole Shake"]);
    const anywhere = await db.api.call("find_meals_by_macros", { ...TARGETS, include_drinks: true } as never);
    expect(names(anywhere as { meals: { name: string }[] })).toEqual(expect.arrayContaining(["Whole Shake"]));
    const budget = (args: Record<string, unknown>) =>
      db.api.call("find_meals_within_budget", {
        calories_max: 1013,
        protein_min: 97,
        location_param: cityName,
        ...args,
      } as never) as Promise<{ meals: { name: string }[] }>;
    expect(names(await budget({}))).toEqual(["Whole Bowl"]);
    expect(names(await budget({ include_drinks: true }))).toEqual(["Whole Bowl", "Whole Shake"]);
  });

  it("lists meals only on the city pages, and counts them so", async () => {
    const city = (await db.api.call("get_high_protein_restaurants", {
      city_name_param: cityName,
    } as never)) as {
      meals: { name: string }[];
      meal_total: number;
    }[];
    expect(city.map((restaurant) => restaurant.meals.map((meal) => meal.name))).toEqual([["Whole Bowl"]]);
    expect(city[0]!.meal_total).toBe(1);
    const [highlights] = await db.sql`select meal_count from public.restaurant_highlights
      where restaurant_id = ${restaurantId}`;
    expect(highlights!.meal_count).toBe(1);
  });

  it("shows everything on the restaurant's menu, each item with its kind", async () => {
    const restaurant = (await db.api.call("get_restaurant", {
      restaurant_id_param: restaurantId,
    } as never)) as {
      meals: { name: string; kind: string; slot?: string }[];
    };
    expect(restaurant.meals.map((meal) => [meal.name, meal.kind, meal.slot ?? null])).toEqual([
      ["Whole Bowl", "meal", null],
      ["Whole Chicken", "component", "protein"],
      ["Whole Platter", "meal", null],
      ["Whole Shake", "drink", null],
    ]);
  });
});
