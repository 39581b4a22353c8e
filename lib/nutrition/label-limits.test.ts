import {
  budgetUse,
  checkBudget,
  emptyBudgetInput,
  isBudgetFloor,
  mealBudgetValues,
} from "@/lib/budget/budget";
import { checkLabelLimits, labelLimitLabel } from "./label-limits";

describe("the calculator's label limits as typed", () => {
  it("reads empty as no limit, 0 and the API's largest value as limits", () => {
    expect(checkLabelLimits({ sodium: "", fiber: " ", netCarbs: "" })).toEqual({
      ok: true,
      limits: { sodium: null, fiber: null, netCarbs: null },
    });
    expect(checkLabelLimits({ sodium: "0", fiber: "10000", netCarbs: "0" })).toEqual({
      ok: true,
      limits: { sodium: 0, fiber: 10000, netCarbs: 0 },
    });
    expect(checkLabelLimits({ netCarbs: "10000" })).toMatchObject({ ok: true, limits: { netCarbs: 10000 } });
    expect(checkLabelLimits({ netCarbs: " 25.5 " })).toEqual({
      ok: true,
      limits: { sodium: null, fiber: null, netCarbs: 25.5 },
    });
    expect(checkLabelLimits({ sodium: "100000" })).toMatchObject({ ok: true, limits: { sodium: 100000 } });
  });

  it("names the field of a negative, non-numeric or too large limit", () => {
    expect(checkLabelLimits({ sodium: "-1", fiber: "lots" })).toEqual({
      ok: false,
      errors: {
        sodium: "Enter a number of 0 or more, or leave it empty.",
        fiber: "Enter a number of 0 or more, or leave it empty.",
      },
    });
    expect(checkLabelLimits({ sodium: "100001", fiber: "10000.5" })).toEqual({
      ok: false,
      errors: {
        sodium: "Enter 100,000 mg or less, or leave it empty.",
        fiber: "Enter 10,000 g or less, or leave it empty.",
      },
    });
    expect(labelLimitLabel("sodium")).toBe("Sodium (mg, at most)");
    expect(labelLimitLabel("fiber")).toBe("Fiber (g, at least)");
  });

  it("takes net carbs as a cap in g: a bad one is its own field's error, the others unharmed", () => {
    expect(labelLimitLabel("netCarbs")).toBe("Net carbs (g, at most)");
    expect(checkLabelLimits({ sodium: "900", netCarbs: "-0.5" })).toEqual({
      ok: false,
      errors: { netCarbs: "Enter a number of 0 or more, or leave it empty." },
    });
    expect(checkLabelLimits({ netCarbs: "10000.1" })).toEqual({
      ok: false,
      errors: { netCarbs: "Enter 10,000 g or less, or leave it empty." },
    });
    expect(checkLabelLimits({ netCarbs: "few" })).toEqual({
      ok: false,
      errors: { netCarbs: "Enter a number of 0 or more, or leave it empty." },
    });
  });
});

describe("the budget with sodium and fiber", () => {
  it("checks them with the macros, each error on its own field", () => {
    expect(checkBudget({ ...emptyBudgetInput, calories: "620", sodium: "900", fiber: "" })).toEqual({
      ok: true,
      targets: {
        calories: 620,
        protein: null,
        carbs: null,
        fat: null,
        sugar: null,
        sodium: 900,
        fiber: null,
        netCarbs: null,
      },
    });
    const bad = checkBudget({ ...emptyBudgetInput, protein: "-2", sodium: "x" });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(["protein", "sodium"]);
  });

  it("draws sodium as a cap and fiber as a floor, an unknown value using nothing", () => {
    expect(isBudgetFloor("fiber")).toBe(true);
    expect(isBudgetFloor("sodium")).toBe(false);
    const budget = {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      sugar: null,
      sodium: 1500,
      fiber: 8,
      netCarbs: null,
    };
    const values = {
      calories: 400,
      protein: 30,
      carbs: 40,
      fat: 10,
      sugar: 2,
      sodium: 600,
      fiber: 10,
      netCarbs: 30,
    };
    expect(budgetUse(budget, values)).toEqual([
      { field: "sodium", unit: "mg", limit: 1500, value: 600, share: 0.4, left: 900 },
      { field: "fiber", unit: "g", limit: 8, value: 10, share: 1, left: 0 },
    ]);
    expect(budgetUse(budget, { ...values, sodium: null, fiber: 3 })).toEqual([
      { field: "sodium", unit: "mg", limit: 1500, value: null, share: 0, left: 1500 },
      { field: "fiber", unit: "g", limit: 8, value: 3, share: 0.375, left: 5 },
    ]);
  });

  it("draws net carbs as a cap, and reads a meal's net carbs as unknown without its fiber, never its carbs", () => {
    expect(isBudgetFloor("netCarbs")).toBe(false);
    expect(checkBudget({ ...emptyBudgetInput, netCarbs: "30" })).toMatchObject({
      ok: true,
      targets: { netCarbs: 30 },
    });
    const bad = checkBudget({ ...emptyBudgetInput, netCarbs: "-3" });
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(["netCarbs"]);
    const meal = { protein: "30", carbs: "40g", fat: "10", calories: "400", sugar: "2" };
    expect(mealBudgetValues({ ...meal, fiber_g: 6, net_carbs_g: 34 }).netCarbs).toBe(34);
    expect(mealBudgetValues({ ...meal, fiber_g: null }).netCarbs).toBeNull();
    const budget = {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      sugar: null,
      sodium: null,
      fiber: null,
      netCarbs: 50,
    };
    expect(budgetUse(budget, mealBudgetValues({ ...meal, fiber_g: 6, net_carbs_g: 34 }))).toEqual([
      { field: "netCarbs", unit: "g", limit: 50, value: 34, share: 0.68, left: 16 },
    ]);
    expect(budgetUse(budget, mealBudgetValues(meal))).toEqual([
      { field: "netCarbs", unit: "g", limit: 50, value: null, share: 0, left: 50 },
    ]);
  });
});
