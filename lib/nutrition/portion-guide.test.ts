import { portionGuide } from "./portion-guide";

describe("portionGuide", () => {
  it.each([
    [1200, 2, "Share or save half"],
    [800, 2, "Share or save half"],
    [799, 1.5, "Consider sharing"],
    [600, 1.5, "Consider sharing"],
    [599, 1, "Perfect single serving"],
    [0, 1, "Perfect single serving"],
  ])("a %p kcal meal is %p servings: %p", (calories, servings, advice) => {
    const guide = portionGuide({ calories });
    expect(guide.servings).toBe(servings);
    expect(guide.advice).toBe(advice);
  });

  it("reads calories written as text", () => {
    expect(portionGuide({ calories: "1,050 kcal" }).servings).toBe(2);
    expect(portionGuide({ calories: "650 cal" }).servings).toBe(1.5);
    expect(portionGuide({ calories: "850 cal" }).servings).toBe(2);
  });

  it("gives no verdict when the calories are unknown", () => {
    for (const calories of [null, undefined, "", "N/A", " "]) {
      const guide = portionGuide({ protein: "40g", calories });
      expect(guide.servings).toBeNull();
      expect(guide.advice).toBe("No portion advice without a calorie figure");
      expect(guide.perServing.protein).toBeNull();
    }
  });

  it("divides each macro by the servings", () => {
    expect(
      portionGuide({ protein: "45g", carbs: 61, fat: "25", sugar: "9g", calories: 900 }).perServing,
    ).toEqual({
      protein: 22.5,
      carbs: 30.5,
      fat: 12.5,
      sugar: 4.5,
      calories: 450,
    });
    expect(portionGuide({ protein: "40g", calories: "700" }).perServing).toMatchObject({
      protein: 26.7,
      calories: 467,
    });
  });

  it("leaves a macro the menu does not give unknown instead of 0", () => {
    expect(portionGuide({ protein: "40g", carbs: null, fat: " ", calories: "700" }).perServing).toEqual({
      protein: 26.7,
      carbs: null,
      fat: null,
      sugar: null,
      calories: 467,
    });
  });
});
