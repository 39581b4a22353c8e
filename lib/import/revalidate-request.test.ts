import { isAuthorized, isRoutePattern, parseRevalidateBody, revalidateSecret } from "./revalidate-request";

describe("the revalidation route's checks", () => {
  it("is on only with a secret of at least 16 characters", () => {
    expect(revalidateSecret({})).toBeNull();
    expect(revalidateSecret({ REVALIDATE_SECRET: "" })).toBeNull();
    expect(revalidateSecret({ REVALIDATE_SECRET: "fifteen-chars!!" })).toBeNull();
    expect(revalidateSecret({ REVALIDATE_SECRET: "sixteen-chars!!!" })).toBe("sixteen-chars!!!");
  });

  it("accepts only Bearer with the exact secret", () => {
    const secret = "sixteen-chars!!!";
    expect(isAuthorized(`Bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorized(`bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorized(`Bearer ${secret}x`, secret)).toBe(false);
    expect(isAuthorized(secret, secret)).toBe(false);
    expect(isAuthorized(null, secret)).toBe(false);
  });

  it("takes {paths} of site paths, and says what is wrong with any other body", () => {
    expect(parseRevalidateBody({ paths: ["/", "/cities", "/cities"] })).toEqual({ paths: ["/", "/cities"] });
    for (const body of [
      null,
      [],
      { paths: [] },
      { paths: "/" },
      { paths: ["cities"] },
      { paths: ["/a b"] },
      { paths: ["/a?b=1"] },
      { paths: ["/"], extra: 1 },
      { paths: [`/${"a".repeat(1024)}`] },
      { paths: Array.from({ length: 1001 }, (_, i) => `/p${i}`) },
    ]) {
      expect(parseRevalidateBody(body)).toEqual({ error: expect.stringContaining('Send {"paths"') });
    }
  });

  it("tells a route pattern from a page", () => {
    expect(isRoutePattern("/healthy-restaurants/[citySlug]")).toBe(true);
    expect(isRoutePattern("/healthy-restaurants/boston")).toBe(false);
  });
});
