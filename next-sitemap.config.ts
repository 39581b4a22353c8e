// next-sitemap writes robots.txt: `npm run build` (server/build.ts) runs its command after `next build` with this
// configuration, and copies the file into public/, where `npm start` and plain `next start` both serve it. The
// sitemaps are the site's own routes (lib/site/sitemap-parts.ts), so the command lists no pages of its own.
import type { IConfig } from "next-sitemap";
import { resolveSiteUrl, type SiteUrlSource } from "./lib/site/site-url";

const config: IConfig = {
  // The public base URL by the site's one rule, from the build's environment (the .env files included, which the
  // command loads as `next build` does).
  siteUrl: resolveSiteUrl(process.env as SiteUrlSource).url,
  // Its output folder, which is not served: only robots.txt is taken from it.
  outDir: ".next/next-sitemap",
  exclude: ["*"],
  // robots.txt names the sitemap index at <siteUrl>/sitemap.xml (app/sitemap.xml/route.ts).
  generateIndexSitemap: true,
  sitemapBaseFileName: "sitemap",
  generateRobotsTxt: true,
  // Crawlers may read every page; the JSON routes under /api/ are not pages.
  robotsTxtOptions: { policies: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }] },
};

export default config;
