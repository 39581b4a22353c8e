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

type LabelMeal = { sodium_mg?: number; fiber_g?: number };
type LabelCombo = { items: { meal: LabelMeal; quantity: number }[] };
const summed = (combo: LabelCombo, key: keyof LabelMeal) =>
  combo.items.reduce((total, { meal, quantity }) => total + meal[key]! * quantity, 0);

describe("the sodium cap and fiber floor through the routes (both modes)", () => {
  it("holds each meal of the budget mode to them, a value the menu does not give never passing", async () => {
    const response = await get("mode=left&calories=800&sodium=900&fiber=4");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; meals: LabelMeal[] };
    expect(body.total).toBeGreaterThan(0);
    for (const meal of body.meals) {
      expect(meal.sodium_mg).toBeLessThanOrEqual(900);
      expect(meal.fiber_g).toBeGreaterThanOrEqual(4);
    }
    // Empty is no limit: the same answer as without the parameters.
    const empty = await (await get("mode=left&calories=800&sodium=&fiber=")).json();
    expect(empty).toEqual(await (await get("mode=left&calories=800")).json());
  });

  it("holds the sums of both modes' combinations to them", async () => {
    const [restaurant] = await listRestaurantOptions();
    for (const query of ["mode=left&calories=1200&sodium=1500&fiber=3", "calories=700&sodium=1500&fiber=3"]) {
      const response = await getCombos(restaurant!.id, query);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      const body = (await response.json()) as { combos: LabelCombo[] };
      expect(body.combos.length).toBeGreaterThan(0);
      for (const combo of body.combos) {
        expect(summed(combo, "sodium_mg")).toBeLessThanOrEqual(1500);
        expect(summed(combo, "fiber_g")).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("refuses a bad limit with 400 naming it, in both modes", async () => {
    const cases: [Response, RegExp][] = [
      [await get("mode=left&sodium=-5"), /Sodium is a number from 0 to 100000 mg/],
      [await get("mode=left&fiber=abc"), /Fiber is a number from 0 to 10000 g/],
      [await getCombos("00000000-0000-4000-8000-000000000000", "sodium=100001"), /Sodium is a number/],
      [await getCombos("00000000-0000-4000-8000-000000000000", "mode=left&fiber=-1"), /Fiber is a number/],
    ];
    for (const [response, message] of cases) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});

type NetMeal = { name: string; net_carbs_g?: number };
type NetCombo = { items: { meal: NetMeal; quantity: number }[] };
/** A combination's summed net carbs; NaN when one item's is unknown (its fiber not published). */
const summedNet = (combo: NetCombo) =>
  combo.items.reduce((total, { meal, quantity }) => total + (meal.net_carbs_g ?? Number.NaN) * quantity, 0);

describe("the net-carbs cap through the routes (both modes)", () => {
  it("holds each meal of both modes to it, a meal without published fiber never passing", async () => {
    for (const query of ["mode=left&calories=800&netCarbs=20", "protein=30&calories=500&netCarbs=20"]) {
      const response = await get(query);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      const body = (await response.json()) as { total: number; meals: NetMeal[] };
      expect(body.total).toBeGreaterThan(0);
      for (const meal of body.meals) {
        expect(meal.net_carbs_g).toBeDefined();
        expect(meal.net_carbs_g).toBeLessThanOrEqual(20);
      }
      // Empty is no limit: the same answer as without the parameter, whose page has meals the cap leaves out.
      const without = (await (await get(query.replace("&netCarbs=20", ""))).json()) as { meals: NetMeal[] };
      expect(await (await get(query.replace("netCarbs=20", "netCarbs="))).json()).toEqual(without);
      const left = without.meals.filter((meal) => meal.net_carbs_g === undefined || meal.net_carbs_g > 20);
      expect(left.length).toBeGreaterThan(0);
    }
  });

  it("holds the sums of both modes' combinations and the builds to it", async () => {
    const [restaurant] = await listRestaurantOptions();
    for (const query of ["mode=left&calories=1200&netCarbs=60", "calories=700&netCarbs=60"]) {
      const response = await getCombos(restaurant!.id, query);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      const body = (await response.json()) as { combos: NetCombo[]; builds?: NetCombo[] };
      expect(body.combos.length).toBeGreaterThan(0);
      for (const combo of [...body.combos, ...(body.builds ?? [])]) {
        expect(summedNet(combo)).toBeLessThanOrEqual(60);
      }
    }
  });

  it("refuses a bad cap with 400 naming it, in both modes", async () => {
    const cases: [Response, RegExp][] = [
      [await get("mode=left&netCarbs=-5"), /Net carbs is a number from 0 to 10000 g/],
      [await get("netCarbs=lots"), /Net carbs is a number from 0 to 10000 g/],
      [await getCombos("00000000-0000-4000-8000-000000000000", "netCarbs=10001"), /Net carbs is a number/],
      [
        await getCombos("00000000-0000-4000-8000-000000000000", "mode=left&netCarbs=-1"),
        /Net carbs is a number/,
      ],
    ];
    for (const [response, message] of cases) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});
