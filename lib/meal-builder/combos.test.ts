import type { Meal, MealCombo } from "@/lib/restaurants/schema";
import { builderSuggestionsHref, comboLines, comboName, decodeTargets, encodeTargets } from "./combos";

describe("targets in the meal builder's URL", () => {
  it("round-trips targets, empty places for no target and 0 as a real one", () => {
    const targets = { protein: 30, carbs: null, fat: 0, calories: 500, sugar: 12.5 };
    expect(encodeTargets(targets)).toBe("30,,0,500,12.5");
    expect(decodeTargets(encodeTargets(targets))).toEqual(targets);
  });

  it("ignores a malformed value", () => {
    for (const bad of [null, "", "30,50", "30,50,20,500,15,1", "30,-1,20,500,15", "a,b,c,d,e"]) {
      expect(decodeTargets(bad)).toBeNull();
    }
  });

  it("links a calculator result to the builder's suggestions for its restaurant", () => {
    expect(builderSuggestionsHref("r1", { protein: 30, carbs: 50, fat: 20, calories: 500, sugar: 15 })).toBe(
      "/tools/meal-builder?from=r1&targets=30%2C50%2C20%2C500%2C15#tools",
    );
  });
});

describe("a suggested combination", () => {
  const meal = (name: string) => ({ id: name, name }) as Meal;
  const combo = {
    items: [
      { meal: meal("Grilled Chicken"), quantity: 2 },
      { meal: meal("Side Salad"), quantity: 1 },
    ],
    totals: { protein: 60, carbs: 10, fat: 12, sugar: 3, calories: 400 },
    distance: 0.1,
  } as MealCombo;

  it("reads as its items, repeated ones with their count", () => {
    expect(comboName(combo)).toBe("Grilled Chicken (x2) + Side Salad");
  });

  it("becomes the custom meal's lines", () => {
    expect(comboLines(combo).map((line) => [line.meal.name, line.quantity])).toEqual([
      ["Grilled Chicken", 2],
      ["Side Salad", 1],
    ]);
  });
});
