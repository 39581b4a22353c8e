import { clientAddress, rateLimitGroup } from "./client-address";

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

describe("what the rate limit counts as one client", () => {
  it("is one IPv6 /64 network, however its addresses are written", () => {
    const group = "2001:db8:85a3:8d3::/64";
    expect(rateLimitGroup("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(group);
    expect(rateLimitGroup("2001:0db8:85a3:08d3::1")).toBe(group);
    expect(rateLimitGroup("2001:DB8:85A3:8D3:ffff::")).toBe(group);
    expect(rateLimitGroup("[2001:db8:85a3:8d3::42]")).toBe(group);
    expect(rateLimitGroup("2001:db8:85a3:8d4::1")).not.toBe(group);
    expect(rateLimitGroup("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is an IPv4 address itself, also when written as IPv6, and anything else as written", () => {
    expect(rateLimitGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitGroup("not an address")).toBe("not an address");
  });
});
