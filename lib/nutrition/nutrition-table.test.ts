import { labelLines } from "./nutrition-label";
import { displayValue, rowLabel, sortNutritionRows, type NutritionRow } from "./nutrition-table";

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
  saturatedFat: null,
  transFat: null,
  cholesterol: null,
  fiber: null,
  potassium: null,
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

describe("rowLabel", () => {
  it("gives the label of a row's numbers, what the source does not publish as not published", () => {
    const lines = labelLines(rowLabel({ ...row("Bowl", 30, 600, 1250), fiber: 4, saturatedFat: 0 }));
    expect(Object.fromEntries(lines.map((line) => [line.name, line.value]))).toEqual({
      Calories: "600 kcal",
      "Total fat": "Not published",
      "Saturated fat": "0 g",
      "Trans fat": "Not published",
      Cholesterol: "Not published",
      Sodium: "1,250 mg",
      "Total carbs": "Not published",
      Fiber: "4 g",
      Sugar: "Not published",
      "Net carbs": "Not published",
      Protein: "30 g",
      Potassium: "Not published",
    });
  });
});
