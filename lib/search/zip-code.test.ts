import { isZipCode } from "./zip-code";

describe("isZipCode", () => {
  it.each(["10001", "90210-1234", "  60601  "])("accepts %p", (text) => {
    expect(isZipCode(text)).toBe(true);
  });

  it.each(["1000", "100011", "10001-123", "10001-12345", "10001 1234", "New York", "", "ABCDE", "10001-"])(
    "rejects %p",
    (text) => {
      expect(isZipCode(text)).toBe(false);
    },
  );
});
