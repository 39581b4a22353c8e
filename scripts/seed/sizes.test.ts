import { sizeRank } from "../../lib/restaurants/size-order";
import { addOnName, descriptionRest, dishKey, isSizeLabel, splitSize, trimSharedWords } from "./sizes";

describe("naming the sizes of a dish", () => {
  test("what the description adds to the item name, without the words every row shares", () => {
    expect(descriptionRest("Sauteed Usda Choice Steak, Large Sub Meats", "Sauteed Usda Choice Steak")).toBe(
      "Large Sub Meats",
    );
    expect(trimSharedWords(["Large Sub Meats", "Medium Sub Meats", "Small Sub Meats"])).toEqual([
      "Large",
      "Medium",
      "Small",
    ]);
    expect(
      trimSharedWords(["Chef's Creations: 1 Egg Sandwiches", "Chef's Creations: 2 Egg Sandwiches"]),
    ).toEqual(["1 Egg", "2 Egg"]);
  });

  test("keeps a shared word when taking it off would leave a label empty", () => {
    expect(trimSharedWords(["Glamburgers", "Gluten Free Glamburgers"])).toEqual([
      "Glamburgers",
      "Gluten Free Glamburgers",
    ]);
  });

  test("a size is a size's words or a measure, and a menu section is not", () => {
    for (const size of [
      "Large",
      "Venti",
      "Tall",
      "Footlong",
      '6"',
      "6-inch",
      "20 fl oz",
      "10 pc",
      "2 oz.",
      "Lrg",
    ])
      expect([size, isSizeLabel(size)]).toEqual([size, true]);
    expect(isSizeLabel('Medium 12"')).toBe(true);
    for (const other of ["Gluten Free Happy", "Glamburgers", "White Bread", "Spicy", "Side Dishes"])
      expect([other, isSizeLabel(other)]).toEqual([other, false]);
  });

  test("sizes take the chain's order: small before medium before large, 6 before 10 before 20", () => {
    const order = (labels: string[]) => [...labels].sort((a, b) => sizeRank(a) - sizeRank(b));
    expect(order(["Large", "Small", "Medium"])).toEqual(["Small", "Medium", "Large"]);
    expect(order(["Venti", "Short", "Grande", "Tall"])).toEqual(["Short", "Tall", "Grande", "Venti"]);
    expect(order(["20 pc", "6 pc", "10 pc"])).toEqual(["6 pc", "10 pc", "20 pc"]);
    expect(order(["Footlong", '6"'])).toEqual(['6"', "Footlong"]);
  });

  test("a size in a name splits into its dish and size, wherever the name puts it, and other names do not", () => {
    expect(splitSize("Chow Mein (Cub Meal)")).toEqual({ dish: "Chow Mein", size: "Cub Meal" });
    expect(splitSize("Cajun Fries, Large")).toEqual({ dish: "Cajun Fries", size: "Large" });
    expect(splitSize("Caffe Latte, Grande")).toEqual({ dish: "Caffe Latte", size: "Grande" });
    expect(splitSize("7UP (20 fl oz)")).toEqual({ dish: "7UP", size: "20 fl oz" });
    expect(splitSize("Mello Yello (Lrg)")).toEqual({ dish: "Mello Yello", size: "Lrg" });
    expect(splitSize("Turkey Breast - Large")).toEqual({ dish: "Turkey Breast", size: "Large" });
    expect(splitSize('6" Spicy Italian')).toEqual({ dish: "Spicy Italian", size: '6"' });
    expect(splitSize("#13 Original Italian (Regular, White Bread)")).toEqual({
      dish: "#13 Original Italian (White Bread)",
      size: "Regular",
    });
    expect(splitSize("Flour Tortilla (Burrito)")).toBeNull();
    expect(splitSize("Chicken Sandwich-Classic")).toBeNull();
    expect(splitSize("Big Mac")).toBeNull();
  });

  test("names that differ only in punctuation are one dish", () => {
    expect(dishKey("Chick-n-Strips")).toBe(dishKey("Chick N Strips"));
    expect(dishKey("Mac & Cheese")).toBe(dishKey("Mac and Cheese"));
    expect(dishKey("Italian B.M.T.")).toBe(dishKey("Italian BMT"));
    expect(dishKey("Chicken Strips")).not.toBe(dishKey("Chicken Stripes"));
  });

  test("an add-on named 'with …' is named for what it is and where it goes", () => {
    expect(addOnName("with Anchovies", "Gluten Free Thin Crust Cheese Pizzas")).toBe(
      "Anchovies (on Gluten Free Thin Crust Cheese Pizzas)",
    );
    expect(addOnName("with Bacon", "")).toBe("Bacon (add-on)");
    expect(addOnName("Chicken with Rice", "")).toBe("Chicken with Rice");
  });
});
