import { z } from "zod";
import { comboQuerySchema, mealMatchQuerySchema } from "./schema";

const firstMessage = (result: { success: boolean; error?: z.ZodError }) =>
  result.error ? Object.values(z.flattenError(result.error).fieldErrors).flat()[0] : undefined;

describe("the macro targets of a request", () => {
  it("are refused past the database's caps with the field's own name, never an SQL argument's", () => {
    const protein = mealMatchQuerySchema.safeParse({ protein: "50000" });
    expect(protein.success).toBe(false);
    expect(firstMessage(protein)).toBe("Protein is a number from 0 to 10000 g.");
    const calories = comboQuerySchema.safeParse({ calories: "100001" });
    expect(firstMessage(calories)).toBe("Calories is a number from 0 to 100000 kcal.");
    expect(firstMessage(mealMatchQuerySchema.safeParse({ sugar: "-1" }))).not.toMatch(/_target|_max/);
  });

  it("are taken up to the caps, and empty or missing means no target", () => {
    const parsed = mealMatchQuerySchema.parse({ protein: "10000", calories: "50000", fat: "" });
    expect(parsed).toMatchObject({ protein: 10_000, calories: 50_000, fat: null, carbs: null, sugar: null });
  });
});

describe("the optional label limits of a match", () => {
  it("are none when empty or missing, numbers of 0 or more otherwise, and refused in their own words", () => {
    expect(mealMatchQuerySchema.parse({ protein: "30" })).toEqual(
      expect.objectContaining({ sodium: null, fiber: null }),
    );
    expect(mealMatchQuerySchema.parse({ sodium: "800", fiber: "" })).toEqual(
      expect.objectContaining({ sodium: 800, fiber: null }),
    );
    expect(firstMessage(mealMatchQuerySchema.safeParse({ sodium: "-1" }))).toBe(
      "Sodium is a number from 0 to 100000 mg.",
    );
    expect(firstMessage(mealMatchQuerySchema.safeParse({ fiber: "lots" }))).toBe(
      "Fiber is a number from 0 to 10000 g.",
    );
  });
});

describe("the numbers of a match's address", () => {
  it("are decimal digits: hex, exponents, signs and Infinity are refused in the field's own words", () => {
    for (const text of ["0x10", "1e1", "+10", "Infinity", "0b1", "1_0"]) {
      expect(firstMessage(mealMatchQuerySchema.safeParse({ protein: text }))).toBe(
        "Protein is a number from 0 to 10000 g.",
      );
      expect(firstMessage(comboQuerySchema.safeParse({ sodium: text }))).toBe(
        "Sodium is a number from 0 to 100000 mg.",
      );
    }
    expect(mealMatchQuerySchema.parse({ protein: "12.5", fiber: ".5" })).toMatchObject({
      protein: 12.5,
      fiber: 0.5,
    });
  });
});
