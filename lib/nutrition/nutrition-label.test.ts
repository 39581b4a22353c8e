import { labelLines, menuAsOf, netCarbs, NOT_PUBLISHED } from "./nutrition-label";

const meal = {
  protein: "16g",
  carbs: "26",
  fat: "22",
  sugar: null,
  calories: "370 kcal",
  saturated_fat_g: 12,
  trans_fat_g: 0,
  cholesterol_mg: 55,
  sodium_mg: 1250,
  fiber_g: 2.5,
  potassium_mg: undefined,
};

describe("a meal's nutrition label", () => {
  it("lists every value in label order with MenuStat's units, and an unknown one as not published", () => {
    expect(labelLines(meal).map((line) => `${line.name}: ${line.value}`)).toEqual([
      "Calories: 370 kcal",
      "Total fat: 22 g",
      "Saturated fat: 12 g",
      "Trans fat: 0 g",
      "Cholesterol: 55 mg",
      "Sodium: 1,250 mg",
      "Total carbs: 26 g",
      "Fiber: 2.5 g",
      `Sugar: ${NOT_PUBLISHED}`,
      "Net carbs: 23.5 g",
      "Protein: 16 g",
      `Potassium: ${NOT_PUBLISHED}`,
    ]);
  });

  it("nests saturated and trans fat under fat, and fiber and sugar under carbs", () => {
    expect(
      labelLines(meal)
        .filter((line) => line.nested)
        .map((line) => line.name),
    ).toEqual(["Saturated fat", "Trans fat", "Fiber", "Sugar", "Net carbs"]);
  });

  it("gives net carbs only where fiber is published: unknown fiber is unknown net carbs, never the carbs", () => {
    expect(netCarbs(meal)).toBe(23.5);
    expect(netCarbs({ carbs: "26", fiber_g: null })).toBeNull();
    expect(netCarbs({ carbs: "26", fiber_g: undefined })).toBeNull();
    expect(netCarbs({ carbs: null, fiber_g: 3 })).toBeNull();
    expect(netCarbs({ carbs: "2", fiber_g: 3 })).toBe(0);
    const line = (fiber: number | null) =>
      labelLines({ ...meal, fiber_g: fiber }).find((l) => l.name === "Net carbs")?.value;
    expect(line(null)).toBe(NOT_PUBLISHED);
    expect(line(6)).toBe("20 g");
  });
});

describe("the date a menu is as of", () => {
  it("is the oldest date of its meals, and null when none is recorded", () => {
    expect(menuAsOf([{ as_of: "2023-05" }, { as_of: "2022" }, { as_of: null }])).toBe("2022");
    expect(menuAsOf([{ as_of: null }, { as_of: " " }])).toBeNull();
    expect(menuAsOf([])).toBeNull();
  });
});
