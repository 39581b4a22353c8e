import { MACRO_CORPUS } from "./macro-corpus";
import { hasMacro, macroNumber } from "./macro-value";

describe("macroNumber", () => {
  it.each(MACRO_CORPUS)("reads %p as %p", (input, expected) => {
    expect(macroNumber(input)).toBe(expected);
  });

  it("accepts plain numbers as given", () => {
    expect(macroNumber(42.5)).toBe(42.5);
  });
});

describe("hasMacro", () => {
  it("treats empty text and missing values as absent but zero as present", () => {
    expect(hasMacro(null)).toBe(false);
    expect(hasMacro("  ")).toBe(false);
    expect(hasMacro(undefined)).toBe(false);
    expect(hasMacro(0)).toBe(true);
    expect(hasMacro("0g")).toBe(true);
  });
});
