import { siteUrl } from "@/lib/env";
import { sitemapEntries } from "@/lib/site/site-map";
import { SITEMAP_HEADERS, sitemapIndexXml, splitSitemap } from "@/lib/site/sitemap-files";

export const revalidate = 3600;

/** /sitemap.xml: the sitemap index, listing the numbered parts of app/sitemaps/[part] (lib/site/sitemap-files.ts). */
export async function GET() {
  return new Response(sitemapIndexXml(siteUrl, splitSitemap(await sitemapEntries())), {
    headers: SITEMAP_HEADERS,
  });
}
