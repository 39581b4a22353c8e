import type { Meal } from "@/lib/restaurants/schema";
import {
  bestProteinDensity,
  formatProteinDensity,
  proteinDensity,
  proteinDensityText,
  sortByProteinDensity,
  sortRestaurantsByProteinDensity,
} from "./protein-density";

type DensityMeal = Pick<Meal, "name" | "protein" | "protein_g" | "calories_kcal">;
const meal = (name: string, protein: number | null, calories: number | null): DensityMeal => ({
  name,
  protein: protein === null ? null : `${protein}g`,
  protein_g: protein ?? 0,
  // An unpublished or unreadable calorie count is 0 in the numeric column.
  calories_kcal: calories ?? 0,
});

describe("protein per 100 kcal", () => {
  it("is grams of protein per 100 kcal, shown to one decimal", () => {
    expect(proteinDensity(meal("Chicken", 42, 550))).toBeCloseTo(7.636, 3);
    expect(formatProteinDensity(proteinDensity(meal("Chicken", 42, 550)))).toBe("7.6");
    expect(proteinDensityText(proteinDensity(meal("Steak", 40, 400)))).toBe("10.0 g");
  });

  it("is N/A when calories are 0 or unknown, or protein is not published", () => {
    expect(proteinDensity(meal("Water", 0, 0))).toBeNull();
    expect(proteinDensity(meal("No calories", 40, null))).toBeNull();
    expect(proteinDensity(meal("No protein", null, 300))).toBeNull();
    expect(proteinDensity({ protein: "  ", protein_g: 0, calories_kcal: 300 })).toBeNull();
    expect(proteinDensityText(null)).toBe("N/A");
    expect(formatProteinDensity(null)).toBe("N/A");
  });

  it("is 0 for a meal that publishes 0 g of protein", () => {
    expect(formatProteinDensity(proteinDensity(meal("Soda", 0, 150)))).toBe("0.0");
  });
});

describe("most protein per calorie first", () => {
  const meals = [
    meal("Burger", 30, 600),
    meal("No calories", 50, null),
    meal("Chicken", 40, 400),
    meal("Bowl", 20, 200),
    meal("Soda", 0, 150),
    meal("Unknown protein", null, 100),
  ];

  it("orders meals by density, ties by name, unknown densities last", () => {
    expect(sortByProteinDensity(meals).map((m) => m.name)).toEqual([
      "Bowl",
      "Chicken",
      "Burger",
      "Soda",
      "No calories",
      "Unknown protein",
    ]);
    expect(meals[0]!.name).toBe("Burger");
  });

  it("orders restaurants by their best meal's density, each with its meals in that order", () => {
    const restaurants = [
      { name: "Grill", meals: [meal("Burger", 30, 600), meal("Chicken", 40, 400)] },
      { name: "Cafe", meals: [meal("Muffin", null, 400)] },
      { name: "Bar", meals: [meal("Wings", 50, 500), meal("Salad", 10, 500)] },
      { name: "Annex", meals: [meal("Bowl", 20, 200)] },
    ];
    const sorted = sortRestaurantsByProteinDensity(restaurants);
    expect(sorted.map((r) => r.name)).toEqual(["Annex", "Bar", "Grill", "Cafe"]);
    expect(sorted[2]!.meals.map((m) => m.name)).toEqual(["Chicken", "Burger"]);
    expect(bestProteinDensity(restaurants[1]!.meals)).toBeNull();
  });
});
