import { notFoundRewrite, slugOfPath } from "./known-slugs";

describe("the pages checked for a known slug before they render", () => {
  it("are the city pages of every kind, with their sorted variant and Open Graph image, brands and posts", () => {
    expect(slugOfPath("/healthy-restaurants/boise")).toEqual({ kind: "city", slug: "boise" });
    expect(slugOfPath("/lean-high-protein-breakfast/boise/protein-per-calorie")).toEqual({
      kind: "city",
      slug: "boise",
    });
    expect(slugOfPath("/healthy-restaurants/boise/opengraph-image")).toEqual({ kind: "city", slug: "boise" });
    expect(slugOfPath("/restaurant-nutrition/chipotle")).toEqual({ kind: "brand", slug: "chipotle" });
    expect(slugOfPath("/blog/high-protein-fast-food")).toEqual({
      kind: "post",
      slug: "high-protein-fast-food",
    });
    expect(slugOfPath("/blog/caf%C3%A9")).toEqual({ kind: "post", slug: "café" });
  });

  it("leave out every other page, the blog's own files included", () => {
    for (const path of ["/", "/blog", "/blog/rss.xml", "/blog/sitemap.xml", "/cities", "/restaurants/top"]) {
      expect(slugOfPath(path)).toBeNull();
    }
  });
});

describe("the sitemap's part files", () => {
  it("reach their route only under a name a part can have; any other goes to the one not-found page", async () => {
    expect(await notFoundRewrite("/sitemaps/1.xml")).toBeNull();
    expect(await notFoundRewrite("/sitemaps/42.xml")).toBeNull();
    for (const path of [
      "/sitemaps/0.xml",
      "/sitemaps/01.xml",
      "/sitemaps/1000.xml",
      "/sitemaps/x",
      "/sitemaps/",
    ]) {
      expect(await notFoundRewrite(path)).toBe("/_not-found-page");
    }
  });
});
