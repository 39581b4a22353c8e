import { clientAddress } from "./client-address";

describe("the client's address", () => {
  it("is the connection's address when no proxy is trusted, whatever the client wrote before it", () => {
    expect(clientAddress("203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientAddress("1.1.1.1, 2.2.2.2, 203.0.113.9", 0)).toBe("203.0.113.9");
  });

  it("is the address the trusted proxy saw, one entry before each trusted hop", () => {
    expect(clientAddress("6.6.6.6, 198.51.100.7, 10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("falls back to the leftmost entry when fewer proxies stood in front than configured", () => {
    expect(clientAddress("203.0.113.9", 2)).toBe("203.0.113.9");
  });

  it("ignores empty and oversized entries and treats bad hop counts as none", () => {
    expect(clientAddress(" , ", 0)).toBeNull();
    expect(clientAddress(null, 0)).toBeNull();
    expect(clientAddress(`1.1.1.1, ${"x".repeat(500)}`, 0)).toBe("1.1.1.1");
    expect(clientAddress("1.1.1.1, 2.2.2.2", -1)).toBe("2.2.2.2");
    expect(clientAddress("1.1.1.1, 2.2.2.2", Number.NaN)).toBe("2.2.2.2");
  });
});
