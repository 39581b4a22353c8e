// A city page's 'High-Protein Meals (n)' and 'Low-Calorie Meals (n)' buttons: the number on the button and the
// list its modal opens come from one rule (meal_in_city_button), so they never disagree.
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Listed = { id: string; name: string; high_protein_count: number; low_calorie_count: number }[];
type ButtonList = {
  total: number;
  meals: { id: string; kind: string; protein_g: number; calories_kcal: number }[];
};

const BUTTONS = [
  ["high_protein", "high_protein_count"],
  ["low_calorie", "low_calorie_count"],
] as const;

const buttonList = async (restaurantId: string, button: string, limit = 1000) =>
  (await db.api.call("list_city_button_meals", {
    restaurant_id_param: restaurantId,
    button_param: button,
    result_limit: limit,
  })) as ButtonList | null;

describe("a city page's meal buttons", () => {
  it.each(["chicago", "austin", "springfield-mo", "portland-me", "boise"])(
    "in %s, count exactly the meals their list opens",
    async (city) => {
      const listed = (await db.api.call("list_city_restaurants", { city_name_param: city })) as Listed;
      expect(listed.length).toBeGreaterThan(3);
      let counted = 0;
      for (const restaurant of listed) {
        for (const [button, count] of BUTTONS) {
          const list = (await buttonList(restaurant.id, button))!;
          expect([restaurant.name, button, list.total, list.meals.length]).toEqual([
            restaurant.name,
            button,
            restaurant[count],
            restaurant[count],
          ]);
          counted += restaurant[count];
        }
      }
      expect(counted).toBeGreaterThan(0);
    },
  );

  it("list the meals a diner orders for one, in the modal's order: most protein, or fewest calories, first", async () => {
    // Chipotle's menu is parts and drinks: none of them is a meal its buttons count or list.
    const [chipotle] = await db.sql`select id from public.restaurants where name = 'Chipotle'`;
    for (const [button] of BUTTONS) {
      const list = (await buttonList(chipotle!.id as string, button))!;
      for (const meal of list.meals) expect(meal.kind).toBe("meal");
    }
    const [busy] = await db.sql`select m.restaurant_id as id from public.meals m where m.listed
      group by m.restaurant_id order by count(*) desc limit 1`;
    const high = (await buttonList(busy!.id as string, "high_protein"))!;
    const low = (await buttonList(busy!.id as string, "low_calorie"))!;
    expect(high.meals.length).toBeGreaterThan(5);
    expect(low.meals.length).toBeGreaterThan(5);
    const proteins = high.meals.map((meal) => meal.protein_g);
    expect(proteins).toEqual([...proteins].sort((a, b) => b - a));
    expect(Math.min(...proteins)).toBeGreaterThan(30);
    const calories = low.meals.map((meal) => meal.calories_kcal);
    expect(calories).toEqual([...calories].sort((a, b) => a - b));
    expect(Math.max(...calories)).toBeLessThan(600);
    // The modal's first ten are the first ten of the whole list.
    expect((await buttonList(busy!.id as string, "high_protein", 10))!).toEqual({
      total: high.total,
      meals: high.meals.slice(0, 10),
    });
  });

  it("answer null for an unknown restaurant and refuse another list", async () => {
    expect(await buttonList("00000000-0000-4000-8000-000000000000", "high_protein")).toBeNull();
    const [any] = await db.sql`select id from public.restaurants limit 1`;
    await expect(buttonList(any!.id as string, "breakfast")).rejects.toMatchObject({ code: "22023" });
  });
});
