import { rmSync } from "node:fs";
import { writeRobotsTxt } from "@/server/robots-txt";
import { builtProject } from "@/test/built-project";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { LOCAL_SITE_URL, resolveSiteUrl, siteUrlWarning } from "./site-url";

describe("the site's public base URL", () => {
  it("is NEXT_PUBLIC_SITE_URL when set, without a trailing slash", () => {
    expect(
      resolveSiteUrl({
        NEXT_PUBLIC_SITE_URL: "https://macromenu.example/",
        VERCEL_PROJECT_PRODUCTION_URL: "x.vercel.app",
      }),
    ).toEqual({ url: "https://macromenu.example", from: "NEXT_PUBLIC_SITE_URL" });
  });

  it("is the hosting platform's production address when only the platform gives one", () => {
    expect(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "macromenu.vercel.app" }).url).toBe(
      "https://macromenu.vercel.app",
    );
    expect(resolveSiteUrl({ NETLIFY: "true", URL: "https://macromenu.netlify.app" }).url).toBe(
      "https://macromenu.netlify.app",
    );
    expect(resolveSiteUrl({ RENDER_EXTERNAL_URL: "https://macromenu.onrender.com" }).url).toBe(
      "https://macromenu.onrender.com",
    );
    expect(resolveSiteUrl({ RAILWAY_PUBLIC_DOMAIN: "macromenu.up.railway.app" }).url).toBe(
      "https://macromenu.up.railway.app",
    );
    // URL alone is too common a name to trust outside Netlify.
    expect(resolveSiteUrl({ URL: "https://elsewhere.example" }).from).toBe("default");
  });

  it("is localhost otherwise, and a production build then says so loudly", () => {
    const resolved = resolveSiteUrl({
      VERCEL_PROJECT_PRODUCTION_URL: " ",
      NEXT_PUBLIC_SITE_URL: "not a url",
    });
    expect(resolved).toEqual({ url: LOCAL_SITE_URL, from: "default" });
    expect(siteUrlWarning(resolved)).toMatch(/WARNING: NEXT_PUBLIC_SITE_URL is not set[\s\S]*localhost:3000/);
    expect(
      siteUrlWarning(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "macromenu.vercel.app" })),
    ).toBeNull();
  });
});

describe("a build on Vercel without NEXT_PUBLIC_SITE_URL", () => {
  let db: TestDatabase;
  const saved = { ...process.env };
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    process.env = saved;
    await db.drop();
  });

  it("puts the production address in canonical links, the sitemaps, robots.txt and JSON-LD alike", async () => {
    process.env = { ...saved, DATABASE_URL: db.url, VERCEL_PROJECT_PRODUCTION_URL: "macromenu.vercel.app" };
    delete process.env.NEXT_PUBLIC_SITE_URL;
    const base = "https://macromenu.vercel.app";
    await jest.isolateModulesAsync(async () => {
      const { metadata } = await import("@/app/layout");
      const { GET: sitemapIndex } = await import("@/app/sitemap.xml/route");
      const { GET: sitemapPart } = await import("@/app/sitemaps/[part]/route");
      const { default: blogSitemap } = await import("@/app/blog/sitemap");
      const { webSiteWithSearch } = await import("@/lib/seo/json-ld");
      const { endBackend } = await import("@/lib/backend/rpc");
      try {
        // Canonical links are relative paths that metadataBase makes absolute.
        expect(metadata.metadataBase?.toString()).toBe(`${base}/`);
        const index = await (await sitemapIndex()).text();
        expect(index).toContain(`<loc>${base}/sitemaps/1.xml</loc>`);
        const part = await sitemapPart(new Request(`${base}/sitemaps/1.xml`), {
          params: Promise.resolve({ part: "1.xml" }),
        });
        const partUrls = [...(await part.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
        const urls = [...partUrls, ...(await blogSitemap()).map((entry) => entry.url)];
        expect(urls.length).toBeGreaterThan(100);
        expect(urls.filter((url) => !url.startsWith(`${base}/`))).toEqual([]);
        const project = builtProject();
        try {
          const robots = writeRobotsTxt(project);
          expect(robots).toMatch(new RegExp(`^Sitemap: ${base}/sitemap\\.xml$`, "m"));
          expect(robots).toMatch(new RegExp(`^Host: ${base}$`, "m"));
          expect(robots).not.toContain("localhost");
        } finally {
          rmSync(project, { recursive: true, force: true });
        }
        expect(JSON.stringify(webSiteWithSearch())).toContain(`"url":"${base}/"`);
        expect(JSON.stringify(webSiteWithSearch())).not.toContain("localhost");
      } finally {
        await endBackend();
      }
    });
  });
});
