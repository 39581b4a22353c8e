// The budget mode through the routes as served: GET /api/meals/match?mode=left and
// GET /api/restaurants/{id}/combos?mode=left, on the seed database.
import { GET as match } from "@/app/api/meals/match/route";
import { GET as combos } from "@/app/api/restaurants/[id]/combos/route";
import { endBackend } from "@/lib/backend/rpc";
import { knownMacro } from "@/lib/nutrition/macro-value";
import { listRestaurantOptions } from "@/lib/restaurants/queries";

afterAll(() => endBackend());

const get = (query: string) => match(new Request(`http://localhost/api/meals/match?${query}`));
const getCombos = (id: string, query: string) =>
  combos(new Request(`http://localhost/api/restaurants/${id}/combos?${query}`), {
    params: Promise.resolve({ id }),
  });

type Meal = Record<"protein" | "carbs" | "fat" | "sugar" | "calories", string | null> & { id: string };

describe("GET /api/meals/match?mode=left", () => {
  it("answers the meals that fit, in the match route's shape, most protein first", async () => {
    const response = await get("mode=left&calories=620&carbs=60&fat=20&protein=38&sugar=");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; total_capped: boolean; meals: Meal[] };
    expect(Object.keys(body).sort()).toEqual(["meals", "total", "total_capped"]);
    expect(body.total).toBeGreaterThan(0);
    const proteins = body.meals.map((meal) => knownMacro(meal.protein)!);
    expect(proteins).toEqual([...proteins].sort((a, b) => b - a));
    for (const meal of body.meals) {
      expect(knownMacro(meal.calories)).toBeLessThanOrEqual(620);
      expect(knownMacro(meal.fat)).toBeLessThanOrEqual(20);
      expect(knownMacro(meal.protein)).toBeGreaterThanOrEqual(38);
    }
  });

  it("refuses bad input with 400 and a message that names it", async () => {
    const cases: [string, RegExp][] = [
      ["mode=right&calories=500", /mode is left/],
      ["mode=left&calories=-1", /Calories is a number from 0 to 100000 kcal/],
      ["mode=left&protein=lots", /Protein is a number/],
      ["mode=left&sort=protein-per-calorie", /Unknown parameter 'sort'/],
      ["mode=left&offset=1001", /offset/],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});

describe("GET /api/restaurants/{id}/combos?mode=left", () => {
  it("answers { combos } within the budget, 404 for an unknown restaurant", async () => {
    const [restaurant] = await listRestaurantOptions();
    const response = await getCombos(restaurant!.id, "mode=left&calories=900&protein=20");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { combos: { totals: { calories: number; protein: number } }[] };
    for (const combo of body.combos) {
      expect(combo.totals.calories).toBeLessThanOrEqual(900);
      expect(combo.totals.protein).toBeGreaterThanOrEqual(20);
    }
    const missing = await getCombos("00000000-0000-4000-8000-000000000000", "mode=left");
    expect(missing.status).toBe(404);
    expect((await getCombos(restaurant!.id, "mode=left&fat=x")).status).toBe(400);
  });
});
