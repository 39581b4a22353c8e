import { canonicalDecimal, parseTarget } from "./typed-amount";

describe("an amount as typed or in an address", () => {
  it("has one decimal form, whichever way its digits are written", () => {
    for (const same of ["10", "010", "10.0", "10.", " 10 ", "0010.000"])
      expect(canonicalDecimal(same)).toBe("10");
    expect(canonicalDecimal("0.50")).toBe("0.5");
    expect(canonicalDecimal(".5")).toBe("0.5");
    expect(canonicalDecimal("0")).toBe("0");
    expect(canonicalDecimal("00")).toBe("0");
  });

  it("is not read from hex, exponents, signs or words, nor past the plain decimal range", () => {
    for (const other of [
      "0x10",
      "1e1",
      "-5",
      "+10",
      "Infinity",
      "NaN",
      "ten",
      "",
      ".",
      "1.2.3",
      "1".repeat(30),
    ])
      expect(canonicalDecimal(other)).toBeNull();
  });

  it("as a target: hex and exponents are refused like words, a decimal is taken", () => {
    expect(parseTarget("0x10")).toEqual({ ok: false, tooLarge: false });
    expect(parseTarget("1e1")).toEqual({ ok: false, tooLarge: false });
    expect(parseTarget("12.5")).toEqual({ ok: true, value: 12.5 });
    expect(parseTarget(" ")).toEqual({ ok: true, value: null });
    expect(parseTarget("2000", 1000)).toEqual({ ok: false, tooLarge: true });
  });
});
