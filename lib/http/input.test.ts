import { isCleanText, isSlug, safeText, singleParam } from "./input";

describe("input that people could have typed", () => {
  it("refuses NUL and other control characters, broken encodings and lone surrogates", () => {
    for (const bad of ["a\u0000b", "tab\there", "\u007f", "bad \ufffd utf-8", "\ud800 lone"]) {
      expect(isCleanText(bad)).toBe(false);
    }
    expect(isCleanText("São Paulo, Coeur d'Alene 🍔")).toBe(true);
  });

  it("keeps text parameters short and single", () => {
    expect(safeText(10).safeParse(" Boise ").data).toBe("Boise");
    expect(safeText(10).safeParse("x".repeat(11)).success).toBe(false);
    expect(safeText().safeParse(["a", "b"]).success).toBe(false);
    expect(safeText().safeParse(42).success).toBe(false);
    expect(singleParam(["a", "b"])).toBeNull();
    expect(singleParam("x".repeat(10_000))).toBeNull();
    expect(singleParam(undefined)).toBeUndefined();
    expect(singleParam("chicago")).toBe("chicago");
  });

  it("accepts slugs and refuses anything else as a path segment", () => {
    expect(isSlug("new-york")).toBe(true);
    expect(isSlug("")).toBe(false);
    expect(isSlug("a\u0000")).toBe(false);
    expect(isSlug("y".repeat(201))).toBe(false);
  });
});
