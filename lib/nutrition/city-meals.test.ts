import type { Meal, Restaurant } from "@/lib/restaurants/schema";
import {
  highProteinLowCalorieMeals,
  highProteinMeals,
  lowCalorieMeals,
  proteinPer100Kcal,
} from "./city-meals";

const meal = (name: string, protein: number | null, calories: number | null): Meal => ({
  id: "00000000-0000-4000-8000-000000000001",
  restaurant_id: "00000000-0000-4000-8000-000000000002",
  name,
  kind: "meal",
  role: "meal",
  listed: true,
  description: null,
  category: null,
  serving: null,
  meal_types: [],
  protein: protein === null ? null : `${protein}g`,
  carbs: null,
  fat: null,
  sugar: null,
  calories: calories === null ? null : String(calories),
  protein_g: protein ?? 0,
  carbs_g: 0,
  fat_g: 0,
  sugar_g: 0,
  calories_kcal: calories ?? 0,
  source: null,
  source_url: null,
  as_of: null,
});

const restaurant = (meals: Meal[]) => ({ name: "Grill", meals }) as unknown as Restaurant;

const city = [
  restaurant([
    meal("Exactly 30", 30, 400),
    meal("Steak", 55, 900),
    meal("Chicken", 42, 550),
    meal("Salad", 31, 599),
  ]),
  restaurant([meal("Soup", 8, 150), meal("Exactly 600", 35, 600), meal("No calories", 40, null)]),
];

describe("city meal filters", () => {
  it("high protein is over 30 g, most protein first", () => {
    expect(highProteinMeals(city).map((m) => m.name)).toEqual([
      "Steak",
      "Chicken",
      "No calories",
      "Exactly 600",
      "Salad",
    ]);
  });

  it("low calorie is under 600 kcal with a known count, fewest first", () => {
    expect(lowCalorieMeals(city).map((m) => m.name)).toEqual(["Soup", "Exactly 30", "Chicken", "Salad"]);
  });

  it("the high-protein low-calorie section needs both", () => {
    expect(highProteinLowCalorieMeals(city).map((m) => m.name)).toEqual(["Chicken", "Salad"]);
  });

  it("protein per 100 kcal is missing when a value is missing", () => {
    expect(proteinPer100Kcal(meal("A", 40, 400))).toBe(10);
    expect(proteinPer100Kcal(meal("B", null, 400))).toBeNull();
    expect(proteinPer100Kcal(meal("C", 40, null))).toBeNull();
  });
});

describe("a city modal's meals and its button's count", () => {
  it("leave out what the lists leave out: a catering tray is on the menu, never among the high-protein meals", () => {
    const restaurant = {
      name: "Grill",
      meals: [
        { ...meal("Chicken plate", 45, 500), listed: true },
        { ...meal("Chicken tray (Serves 10)", 300, 1900), role: "sharing" as const, listed: false },
      ],
    } as unknown as Restaurant;
    expect(highProteinMeals([restaurant]).map((m) => m.name)).toEqual(["Chicken plate"]);
  });
});
