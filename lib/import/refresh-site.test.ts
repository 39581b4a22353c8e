import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { refreshRequests, refreshSite, revalidationTarget } from "./refresh-site";

describe("refreshRequests", () => {
  it("names nothing when nothing changed", () => {
    expect(refreshRequests({ cities: [], restaurantNames: [] })).toEqual([]);
  });

  it("names each affected city once and each restaurant, in batches the route takes", () => {
    expect(
      refreshRequests({
        cities: [
          { id: "springfield-ma", state: "MA" },
          { id: "boston", state: "MA" },
          { id: "boston", state: "MA" },
        ],
        restaurantNames: ["Green Fork Kitchen", "Chick-fil-A"],
      }),
    ).toEqual([{ cities: ["boston", "springfield-ma"], restaurants: ["Chick-fil-A", "Green Fork Kitchen"] }]);
    const cities = Array.from({ length: 1200 }, (_, i) => ({
      id: `town-${String(i).padStart(4, "0")}-tx`,
      state: "TX",
    }));
    const requests = refreshRequests({ cities, restaurantNames: ["Chick-fil-A"] });
    expect(requests.map((request) => request.cities.length)).toEqual([500, 500, 200]);
    expect(requests.flatMap((request) => request.cities)).toEqual(cities.map((city) => city.id));
    expect(requests.flatMap((request) => request.restaurants)).toEqual(["Chick-fil-A"]);
  });
});

describe("revalidationTarget", () => {
  it("needs both a site address and the secret; the option wins over NEXT_PUBLIC_SITE_URL", () => {
    const secret = "0123456789abcdef";
    expect(revalidationTarget(undefined, { REVALIDATE_SECRET: secret })).toBeNull();
    expect(revalidationTarget("https://a.example", {})).toBeNull();
    expect(
      revalidationTarget(undefined, {
        NEXT_PUBLIC_SITE_URL: "https://b.example/",
        REVALIDATE_SECRET: secret,
      }),
    ).toEqual({ site: "https://b.example", secret });
    expect(
      revalidationTarget("https://a.example", {
        NEXT_PUBLIC_SITE_URL: "https://b.example",
        REVALIDATE_SECRET: secret,
      }),
    ).toEqual({ site: "https://a.example", secret });
  });
});

describe("refreshSite", () => {
  it("says the pages refresh within the hour when it cannot ask the site, or the site refuses", async () => {
    const affected = { cities: [{ id: "boston", state: "MA" }], restaurantNames: [] };
    expect(await refreshSite(affected, null)).toContain("within the hour");
    expect(await refreshSite({ cities: [], restaurantNames: [] }, null)).toBe("No page shows anything new.");
    const server = createServer((_request, response) => response.writeHead(401).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const message = await refreshSite(affected, {
        site: `http://127.0.0.1:${port}`,
        secret: "x".repeat(16),
      });
      expect(message).toMatch(/answered 401; the pages refresh on their own within the hour/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
