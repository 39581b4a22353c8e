import { orderPhrases } from "./order-phrases";

const LIGHT_OIL = "Could you go light on the oil and butter when cooking it, please?";

describe("orderPhrases", () => {
  it("always offers going light on oil, once, as the last phrase", () => {
    const phrases = orderPhrases({
      name: "Grilled Salmon",
      protein: "40g",
      carbs: "5",
      fat: "10",
      calories: 350,
    });
    expect(phrases).toEqual([LIGHT_OIL]);
  });

  it("suggests a lettuce wrap and a side swap for a burger with fries", () => {
    const phrases = orderPhrases({
      name: "Bacon Cheeseburger with Fries",
      protein: "45g",
      fat: "12g",
      calories: 700,
    });
    expect(phrases).toContain("Could I get it lettuce-wrapped or as a bowl instead of on bread?");
    expect(phrases).toContain(
      "Could I swap the fries or starchy side for steamed vegetables or a side salad?",
    );
  });

  it("asks for sauce on the side and no cheese when fat is high and the meal has cheese", () => {
    const phrases = orderPhrases({
      name: "Chicken Quesadilla",
      description: "with cheddar cheese",
      protein: 35,
      fat: "28g",
    });
    expect(phrases).toContain("Could I get the sauce and dressing on the side, please?");
    expect(phrases).toContain("Could you leave off the cheese, please?");
  });

  it("does not ask to leave off cheese when the fat is low", () => {
    expect(orderPhrases({ name: "Cheese Omelette", protein: 35, fat: "9" })).not.toContain(
      "Could you leave off the cheese, please?",
    );
  });

  it("suggests grilled instead of fried, more protein, less sugar and boxing up half where they fit", () => {
    const phrases = orderPhrases({
      name: "Crispy Chicken Tenders",
      protein: "22g",
      sugar: "18g",
      calories: "950",
    });
    expect(phrases).toEqual([
      "Could I get the protein grilled instead of fried or breaded?",
      "Could I add an extra portion of grilled chicken or egg whites for more protein?",
      "Could you skip the sweet sauce, glaze or syrup, or put it on the side?",
      "Could you box up half of this before serving it?",
      LIGHT_OIL,
    ]);
  });

  it("swaps the side for a high-carb meal even without a named side", () => {
    expect(orderPhrases({ name: "Pasta Alfredo", carbs: "85g", protein: 40 })).toContain(
      "Could I swap the fries or starchy side for steamed vegetables or a side salad?",
    );
  });
});

describe("orderPhrases words", () => {
  it("finds the bread and the cheese inside 'Cheeseburger'", () => {
    const phrases = orderPhrases({ name: "Double Cheeseburger", protein: 40, fat: 30 });
    expect(phrases).toContain("Could I get it lettuce-wrapped or as a bowl instead of on bread?");
    expect(phrases).toContain("Could you leave off the cheese, please?");
  });
});
