import { siteUrl } from "@/lib/env";
import { sitemapEntries } from "@/lib/pages/site-map";
import { sitemapIndexResponse, splitSitemap } from "@/lib/site/sitemap-parts";

export const revalidate = 3600;

/** /sitemap.xml: the sitemap index, listing the numbered parts of app/sitemaps/[part] (lib/site/sitemap-parts.ts). */
export async function GET() {
  return sitemapIndexResponse(siteUrl, splitSitemap(await sitemapEntries()));
}
