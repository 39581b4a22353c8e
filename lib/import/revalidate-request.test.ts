import { isAuthorized, parseRevalidateBody, revalidateSecret } from "./revalidate-request";

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

  it("takes the cities, restaurants and blog that changed, and says what is wrong with any other body", () => {
    expect(parseRevalidateBody({ cities: ["boston", "boston"], restaurants: ["Chick-fil-A"] })).toEqual({
      cityIds: ["boston"],
      restaurantNames: ["Chick-fil-A"],
      blog: false,
    });
    expect(parseRevalidateBody({ blog: true })).toEqual({ cityIds: [], restaurantNames: [], blog: true });
    for (const body of [
      null,
      [],
      {},
      { cities: [] },
      { blog: false },
      { cities: "boston" },
      { cities: [""] },
      { cities: [1] },
      { cities: ["boston"], extra: 1 },
      { paths: ["/"] },
      { restaurants: ["a".repeat(201)] },
      { cities: Array.from({ length: 1001 }, (_, i) => `city-${i}`) },
    ]) {
      expect(parseRevalidateBody(body)).toEqual({ error: expect.stringContaining('Send {"cities"') });
    }
  });
});
