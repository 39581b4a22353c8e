import { calorieSplit, calorieSplitText } from "./calorie-split";

const macros = (protein: string | null, carbs: string | null, fat: string | null) => ({
  protein,
  carbs,
  fat,
  protein_g: Number.parseFloat(protein ?? "0") || 0,
  carbs_g: Number.parseFloat(carbs ?? "0") || 0,
  fat_g: Number.parseFloat(fat ?? "0") || 0,
});

describe("the calorie split of a meal", () => {
  it("counts 4 kcal per gram of protein and carbs and 9 of fat, in whole percent adding up to 100", () => {
    // 160 + 160 + 180 kcal.
    expect(calorieSplit(macros("40", "40", "20"))).toEqual({ protein: 32, carbs: 32, fat: 36 });
    // Thirds: the rounding goes to one part so the three still add up to 100.
    const thirds = calorieSplit(macros("9", "9", "4"))!;
    expect(thirds.protein + thirds.carbs + thirds.fat).toBe(100);
    expect(calorieSplitText({ protein: 32, carbs: 32, fat: 36 })).toBe(
      "Calories: 32% protein, 32% carbs, 36% fat",
    );
  });

  it("shows no split when a macro is not published or all are 0", () => {
    expect(calorieSplit(macros("40", null, "20"))).toBeNull();
    expect(calorieSplit(macros("40", " ", "20"))).toBeNull();
    expect(calorieSplit(macros("0", "0", "0"))).toBeNull();
  });
});
