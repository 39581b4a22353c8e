import { mealMatchQuerySchema } from "./schema";
import { checkTargets, matchCountText, mealMatchQueryString, TARGET_MESSAGE } from "./targets";

const resolve = (input: Record<string, string>) => {
  const checked = checkTargets(input as never);
  return checked.ok ? { errors: {}, values: checked.targets } : { errors: checked.errors, values: {} };
};

describe("the calculator form's targets", () => {
  it("reads empty inputs as no target and keeps 0 as a real target", async () => {
    const result = await resolve({ protein: "", carbs: "0", fat: " 20 ", calories: "500", sugar: "" });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ protein: null, carbs: 0, fat: 20, calories: 500, sugar: null });
  });

  it("rejects negative and non-numeric targets with a message on that field", async () => {
    for (const protein of ["-1", "abc", "Infinity", "1e400"]) {
      const result = await resolve({ protein, carbs: "", fat: "", calories: "", sugar: "" });
      expect(result.errors).toEqual({ protein: TARGET_MESSAGE });
      expect(result.values).toEqual({});
    }
  });
});

describe("the calculator form's limits", () => {
  it("refuses a target over its field's limit in words, before anything is sent", async () => {
    const result = await resolve({ protein: "20000", carbs: "", fat: "", calories: "10001", sugar: "" });
    expect(result.errors).toEqual({
      protein: "Enter 1,000 g or less, or leave it empty.",
      calories: "Enter 10,000 kcal or less, or leave it empty.",
    });
    const limit = await resolve({ protein: "1000", carbs: "", fat: "", calories: "10000", sugar: "" });
    expect(limit.errors).toEqual({});
  });
});

describe("meal match query", () => {
  it("round-trips targets and location, omitting empty ones", () => {
    const query = mealMatchQueryString(
      { protein: 30, carbs: null, fat: 0, calories: 500, sugar: null },
      "  Austin ",
      24,
    );
    expect(query).toBe("protein=30&fat=0&calories=500&location=Austin&offset=24");
    const parsed = mealMatchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual({
      protein: 30,
      carbs: null,
      fat: 0,
      calories: 500,
      sugar: null,
      sodium: null,
      fiber: null,
      netCarbs: null,
      drinks: false,
      location: "Austin",
      offset: 24,
    });
  });

  it("asks for drinks too only when the diner does, and refuses any other value", () => {
    const targets = { protein: 40, carbs: null, fat: null, calories: null, sugar: null };
    const query = mealMatchQueryString(targets, "", 0, "default", {
      sodium: null,
      fiber: null,
      netCarbs: null,
      drinks: true,
    });
    expect(query).toBe("protein=40&drinks=include");
    expect(mealMatchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))).drinks).toBe(true);
    expect(mealMatchQuerySchema.safeParse({ drinks: "yes" }).success).toBe(false);
    expect(
      mealMatchQueryString(targets, "", 0, "default", { sodium: null, fiber: null, netCarbs: null }),
    ).toBe("protein=40");
  });

  it("carries a net-carbs cap in the address and reads it back, refusing a negative one", () => {
    const targets = { protein: 40, carbs: null, fat: null, calories: null, sugar: null };
    const query = mealMatchQueryString(targets, "", 0, "default", { sodium: null, fiber: 4, netCarbs: 25.5 });
    expect(query).toBe("protein=40&fiber=4&netCarbs=25.5");
    const parsed = mealMatchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject({ fiber: 4, netCarbs: 25.5, sodium: null });
    expect(mealMatchQuerySchema.parse({ netCarbs: "0" }).netCarbs).toBe(0);
    expect(mealMatchQuerySchema.safeParse({ netCarbs: "-1" }).success).toBe(false);
    expect(mealMatchQuerySchema.safeParse({ netCarbs: "10001" }).success).toBe(false);
  });

  it("rejects a negative target", () => {
    expect(mealMatchQuerySchema.safeParse({ protein: "-5" }).success).toBe(false);
  });
});

describe("match count", () => {
  it("refuses a page past the first 1,000 matches", () => {
    expect(mealMatchQuerySchema.safeParse({ offset: "1000" }).success).toBe(true);
    expect(mealMatchQuerySchema.safeParse({ offset: "1001" }).success).toBe(false);
  });

  it("shows a count that stopped at its cap as 1,000+", () => {
    expect(matchCountText({ total: 1000, total_capped: true })).toBe("1,000+");
    expect(matchCountText({ total: 1000, total_capped: false })).toBe("1,000");
    expect(matchCountText({ total: 7, total_capped: false })).toBe("7");
  });
});
