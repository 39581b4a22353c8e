import { orderPhrases } from "./order-phrases";
import { portionGuide } from "./portion-guide";

describe("portionGuide", () => {
  it.each([
    [1200, 2, "Share or save half"],
    [800, 2, "Share or save half"],
    ["799 kcal", 1.5, "Consider sharing"],
    [600, 1.5, "Consider sharing"],
    [599.9, 1, "Perfect single serving"],
    ["N/A", 1, "Perfect single serving"],
  ])("%p kcal is %p servings: %p", (calories, servings, advice) => {
    expect(portionGuide(calories)).toEqual({ servings, advice });
  });
});

describe("orderPhrases", () => {
  it("asks for sauce on the side and a lighter swap for a rich fried sandwich", () => {
    const phrases = orderPhrases({ name: "Crispy Chicken Sandwich", protein: "30g", fat: "40g", carbs: "70", calories: 900 });
    expect(phrases).toEqual(
      expect.arrayContaining([
        "Could I get the sauce and dressing on the side, please?",
        "Is it possible to have it grilled instead of fried?",
        "Could I get a half portion, or a box for half of it?",
      ]),
    );
  });

  it("always offers at least one phrase", () => {
    expect(orderPhrases({ name: "Grilled Salmon", protein: 40, fat: 10, carbs: 10, sugar: 2, calories: 400 })).toHaveLength(1);
  });
});
