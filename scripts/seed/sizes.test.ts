import { descriptionRest, sizeLabels, splitSize, trimSharedWords } from "./sizes";

describe("naming the sizes of a dish", () => {
  test("a size is what the description adds to the item name, without the words every size shares", () => {
    expect(descriptionRest("Sauteed Usda Choice Steak, Large Sub Meats", "Sauteed Usda Choice Steak")).toBe(
      "Large Sub Meats",
    );
    expect(
      sizeLabels("Sauteed Usda Choice Steak", [
        { description: "Sauteed Usda Choice Steak, Large Sub Meats", serving: null, calories: 530 },
        { description: "Sauteed Usda Choice Steak, Medium Sub Meats", serving: null, calories: 260 },
        { description: "Sauteed Usda Choice Steak, Small Sub Meats", serving: null, calories: 130 },
      ]),
    ).toEqual(["Large", "Medium", "Small"]);
    expect(
      trimSharedWords(["Chef's Creations: 1 Egg Sandwiches", "Chef's Creations: 2 Egg Sandwiches"]),
    ).toEqual(["1 Egg", "2 Egg"]);
  });

  test("keeps a shared word when taking it off would leave a size empty", () => {
    expect(trimSharedWords(["Glamburgers", "Gluten Free Glamburgers"])).toEqual([
      "Glamburgers",
      "Gluten Free Glamburgers",
    ]);
  });

  test("falls back to the serving, and to 'Option n' by calories when nothing tells the rows apart", () => {
    expect(
      sizeLabels("Kung Pao Chicken", [
        { description: "Kung Pao Chicken", serving: "2 servings", calories: 540 },
        { description: "Kung Pao Chicken", serving: "1 servings", calories: 620 },
      ]),
    ).toEqual(["2 servings", "1 servings"]);
    expect(
      sizeLabels("Guacamole", [
        { description: "Guacamole", serving: null, calories: 53 },
        { description: "Guacamole", serving: null, calories: 31 },
      ]),
    ).toEqual(["Option 2", "Option 1"]);
  });

  test("a description that lists where the row is served is too long to be a size", () => {
    const long = (where: string) => `Banana Nut Bread, ${where}, Family Meals`;
    expect(
      sizeLabels("Banana Nut Bread", [
        { description: long("Grilled Chicken, Cobb Salad, ".repeat(3)), serving: "1 slice", calories: 100 },
        {
          description: long("Pot Roast, Fried Chicken Strips, ".repeat(3)),
          serving: "1 loaf",
          calories: 800,
        },
      ]),
    ).toEqual(["1 slice", "1 loaf"]);
  });

  test("a name ending in a size splits into its dish and size, and any other name does not", () => {
    expect(splitSize("Chow Mein (Cub Meal)")).toEqual({ dish: "Chow Mein", size: "Cub Meal" });
    expect(splitSize("Cajun Fries, Large")).toEqual({ dish: "Cajun Fries", size: "Large" });
    expect(splitSize("7UP (20 fl oz)")).toEqual({ dish: "7UP", size: "20 fl oz" });
    expect(splitSize("Hero, Medium")).toEqual({ dish: "Hero", size: "Medium" });
    expect(splitSize("Flour Tortilla (Burrito)")).toBeNull();
    expect(splitSize("Chicken Sandwich-Classic")).toBeNull();
  });
});
