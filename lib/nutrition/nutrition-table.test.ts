import { displayValue, sortNutritionRows, type NutritionRow } from "./nutrition-table";

const row = (
  name: string,
  protein: number | null,
  calories: number | null,
  sodium: number | null = null,
): NutritionRow => ({
  id: name,
  name,
  protein,
  carbs: null,
  fat: null,
  sugar: null,
  calories,
  sodium,
  proteinPer100: null,
  label: { protein: null, carbs: null, fat: null, sugar: null, calories: null },
  note: null,
});

const rows = [
  row("Bowl", 30, 600, 1250),
  row("Wrap", null, 500, 480),
  row("Steak", 55, null),
  row("Eggs", 20, 300, 310),
];

describe("the sodium column", () => {
  it("sorts by sodium, least first, with meals that publish none last", () => {
    expect(sortNutritionRows(rows, "sodium", "ascending").map((r) => r.name)).toEqual([
      "Eggs",
      "Wrap",
      "Bowl",
      "Steak",
    ]);
  });
});

describe("sortNutritionRows", () => {
  it("sorts by protein, most first, with missing values last", () => {
    expect(sortNutritionRows(rows, "protein", "descending").map((r) => r.name)).toEqual([
      "Steak",
      "Bowl",
      "Eggs",
      "Wrap",
    ]);
  });

  it("keeps missing values last when sorting the other way", () => {
    expect(sortNutritionRows(rows, "calories", "ascending").map((r) => r.name)).toEqual([
      "Eggs",
      "Wrap",
      "Bowl",
      "Steak",
    ]);
  });

  it("sorts by name", () => {
    expect(sortNutritionRows(rows, "name", "descending").map((r) => r.name)).toEqual([
      "Wrap",
      "Steak",
      "Eggs",
      "Bowl",
    ]);
  });
});

it("shows a missing value as N/A and a real zero as 0", () => {
  expect(displayValue(null)).toBe("N/A");
  expect(displayValue(0)).toBe("0");
});
