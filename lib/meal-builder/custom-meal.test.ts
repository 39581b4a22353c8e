import {
  customMealReducer,
  customMealTotals,
  labelTotals,
  missingMacroCounts,
  missingNote,
  decodeCustomMeal,
  encodeCustomMeal,
  formatTotals,
  macroSplit,
  type BuilderMeal,
} from "./custom-meal";

const meal = (id: string, macros: Partial<BuilderMeal> = {}): BuilderMeal => ({
  id,
  name: `Meal ${id}`,
  restaurant_id: "00000000-0000-4000-8000-000000000000",
  description: null,
  protein: "10",
  carbs: "20",
  fat: "5",
  sugar: "2",
  calories: "200",
  ...macros,
});
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("customMealReducer", () => {
  it("adding a meal twice raises its quantity to 2", () => {
    let lines = customMealReducer([], { type: "add", meal: meal(A) });
    lines = customMealReducer(lines, { type: "add", meal: meal(A) });
    expect(lines).toEqual([{ meal: meal(A), quantity: 2 }]);
  });

  it("adds a different meal as a new line at 1", () => {
    const lines = customMealReducer([{ meal: meal(A), quantity: 2 }], { type: "add", meal: meal(B) });
    expect(lines.map((l) => [l.meal.id, l.quantity])).toEqual([
      [A, 2],
      [B, 1],
    ]);
  });

  it("minus lowers the quantity and removes the line at 1", () => {
    const two = [{ meal: meal(A), quantity: 2 }];
    const one = customMealReducer(two, { type: "decrement", mealId: A });
    expect(one).toEqual([{ meal: meal(A), quantity: 1 }]);
    expect(customMealReducer(one, { type: "decrement", mealId: A })).toEqual([]);
  });

  it("plus raises, remove deletes, reset empties", () => {
    const lines = [
      { meal: meal(A), quantity: 1 },
      { meal: meal(B), quantity: 3 },
    ];
    expect(customMealReducer(lines, { type: "increment", mealId: A })[0]!.quantity).toBe(2);
    expect(customMealReducer(lines, { type: "remove", mealId: B })).toEqual([{ meal: meal(A), quantity: 1 }]);
    expect(customMealReducer(lines, { type: "reset" })).toEqual([]);
  });
});

describe("customMealTotals", () => {
  it("cleans messy values like the database and multiplies by quantity", () => {
    const totals = customMealTotals([
      {
        meal: meal(A, { protein: "25g", carbs: "", fat: "N/A", sugar: "1.25 g", calories: "1,200 kcal" }),
        quantity: 2,
      },
      {
        meal: meal(B, { protein: null, carbs: "10.5", fat: "3", sugar: null, calories: "99.6" }),
        quantity: 1,
      },
    ]);
    expect(totals).toEqual({ protein: 50, carbs: 10.5, fat: 3, sugar: 2.5, calories: 2499.6 });
    expect(formatTotals(totals)).toEqual({
      protein: "50.0",
      carbs: "10.5",
      fat: "3.0",
      sugar: "2.5",
      calories: "2500",
    });
  });

  it("counts the items without a value for each macro, so a total never passes an unknown for 0", () => {
    const lines = [
      { meal: meal(A, { protein: "25g", carbs: "", fat: "N/A", sugar: null, calories: "600" }), quantity: 2 },
      { meal: meal(B, { protein: null, carbs: "10", fat: "3", sugar: "1", calories: "99" }), quantity: 1 },
    ];
    expect(missingMacroCounts(lines)).toEqual({ protein: 1, carbs: 2, fat: 2, sugar: 2, calories: 0 });
    expect(missingNote(1)).toBe("(1 item without a value)");
    expect(missingNote(2)).toBe("(2 items without a value)");
    expect(missingNote(0)).toBe("");
  });

  it("is zero for an empty meal", () => {
    expect(formatTotals(customMealTotals([]))).toEqual({
      protein: "0.0",
      carbs: "0.0",
      fat: "0.0",
      sugar: "0.0",
      calories: "0",
    });
    expect(macroSplit(customMealTotals([])).map((p) => p.percent)).toEqual([0, 0, 0]);
  });

  it("splits calories by macro", () => {
    expect(
      macroSplit({ protein: 25, carbs: 25, fat: 0, sugar: 0, calories: 200 }).map((p) => p.percent),
    ).toEqual([50, 50, 0]);
  });
});

describe("custom meal in the URL", () => {
  it("round-trips lines with their quantities", () => {
    const encoded = encodeCustomMeal([
      { meal: meal(A), quantity: 1 },
      { meal: meal(B), quantity: 3 },
    ]);
    expect(encoded).toBe(`${A},${B}*3`);
    expect(decodeCustomMeal(encoded)).toEqual([
      { mealId: A, quantity: 1 },
      { mealId: B, quantity: 3 },
    ]);
  });

  it("skips malformed parts, duplicates and bad quantities", () => {
    expect(decodeCustomMeal(`nope,${A}*0,${A}*x,${B}*2,${B},${A}*1000`)).toEqual([
      { mealId: B, quantity: 2 },
      { mealId: A, quantity: 99 },
    ]);
    expect(decodeCustomMeal(null)).toEqual([]);
  });
});

describe("the custom meal's sodium and fiber", () => {
  it("add up times their quantities, counting the items that publish no value", () => {
    const lines = [
      { meal: { ...meal("a"), sodium_mg: 1250, fiber_g: 2 }, quantity: 2 },
      { meal: { ...meal("b"), sodium_mg: null, fiber_g: 4.5 }, quantity: 1 },
    ];
    expect(labelTotals(lines)).toEqual({ sodium: 2500, fiber: 8.5, missingSodium: 1, missingFiber: 0 });
  });
});
