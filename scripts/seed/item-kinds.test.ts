import { categoryFor, namedKind } from "./item-kinds";

describe("what a row of a document without categories is", () => {
  test("a dish in a sauce is a meal, and a sauce on its own is a part of an order", () => {
    expect(namedKind("Cheese Tortelloni in Roasted Garlic Cream Sauce")).toBe("meal");
    expect(namedKind("Roasted Garlic Cream Sauce")).toBe("component");
    expect(namedKind("Sweet Tea")).toBe("drink");
  });

  test("a sub named for its bread is a sandwich, not a baked good; a loaf is a baked good", () => {
    expect(categoryFor("#13 The Original Italian (Regular, White Bread)", "meal")).toBe("Sandwiches");
    expect(categoryFor("#7 Turkey and Provolone on Rosemary Parmesan Bread", "meal")).toBe("Sandwiches");
    expect(categoryFor("Banana Bread", "meal")).toBe("Baked Goods");
  });
});
