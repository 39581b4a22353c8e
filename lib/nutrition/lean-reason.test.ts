import { leanReason } from "./lean-reason";

describe("why a meal is lean", () => {
  it("names the limit each value keeps under", () => {
    expect(leanReason({ fat: "12g", sugar: "20" })).toBe("Lean: fat under 15 g");
    expect(leanReason({ fat: 40, sugar: "4 g" })).toBe("Lean: sugar under 10 g");
    expect(leanReason({ fat: "9", sugar: "3" })).toBe("Lean: fat under 15 g, sugar under 10 g");
  });

  it("claims nothing for values the menu does not give or that pass neither limit", () => {
    expect(leanReason({ fat: null, sugar: "N/A" })).toBeNull();
    expect(leanReason({ fat: "15", sugar: "10" })).toBeNull();
  });
});
