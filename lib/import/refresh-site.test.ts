import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { LISTING_PATHS } from "@/lib/listings/rules";
import { MAX_LITERAL_PATHS, refreshPages, revalidationPaths, revalidationTarget } from "./revalidate-paths";

describe("revalidationPaths", () => {
  it("names nothing when nothing changed", () => {
    expect(revalidationPaths({ cities: [], restaurantNames: [] })).toEqual([]);
  });

  it("names each affected city's four pages, each restaurant's page, the states' lists and the catalogue pages", () => {
    const paths = revalidationPaths({
      cities: [
        { id: "springfield-ma", state: "MA" },
        { id: "boston", state: "MA" },
        { id: "portland", state: "OR" },
      ],
      restaurantNames: ["Chick-fil-A", "Green Fork Kitchen"],
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/cities",
        "/cities/ma",
        "/cities/or",
        "/about/data",
        "/healthy-restaurants/springfield-ma",
        "/high-protein-restaurants/springfield-ma",
        "/high-protein-breakfast/springfield-ma",
        "/lean-high-protein-breakfast/springfield-ma",
        "/lean-high-protein-breakfast/springfield-ma/protein-per-calorie",
        "/healthy-restaurants/boston",
        "/high-protein-restaurants/portland",
        "/restaurant-nutrition/chick-fil-a",
        "/restaurant-nutrition/green-fork-kitchen",
        "/sitemap",
        "/sitemap.xml",
        "/sitemaps/1.xml",
        "/sitemaps/2.xml",
        ...LISTING_PATHS.map((listing) => `/restaurants/${listing}`),
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith("/cities/"))).toEqual(["/cities/ma", "/cities/or"]);
    expect(paths.some((p) => p.includes("["))).toBe(false);
  });

  it("names the route patterns instead when a change shows in very many cities", () => {
    const cities = Array.from({ length: MAX_LITERAL_PATHS + 1 }, (_, i) => ({
      id: `town-${i}-tx`,
      state: "TX",
    }));
    const paths = revalidationPaths({ cities, restaurantNames: ["Chick-fil-A"] });
    expect(paths).toEqual(
      expect.arrayContaining([
        "/healthy-restaurants/[citySlug]",
        "/healthy-restaurants/[citySlug]/protein-per-calorie",
      ]),
    );
    expect(paths.some((p) => p.includes("town-"))).toBe(false);
    expect(paths).toContain("/restaurant-nutrition/chick-fil-a");
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

describe("refreshPages", () => {
  it("says the pages refresh within the hour when it cannot ask the site, or the site refuses", async () => {
    expect(await refreshPages(["/"], null)).toContain("within the hour");
    expect(await refreshPages([], null)).toBe("No page shows anything new.");
    const server = createServer((_request, response) => response.writeHead(401).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const message = await refreshPages(["/"], { site: `http://127.0.0.1:${port}`, secret: "x".repeat(16) });
      expect(message).toMatch(/answered 401; the pages refresh on their own within the hour/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
