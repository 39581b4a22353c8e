import { sitemapEntries } from "@/lib/pages/site-map";
import { parseSitemapPart, sitemapPartResponse, splitSitemap } from "@/lib/site/sitemap-parts";

export const revalidate = 3600;

/** The parts at build time; a part the catalogue gains later is rendered on its first request, then cached alike. */
export async function generateStaticParams() {
  return splitSitemap(await sitemapEntries()).map((_, i) => ({ part: `${i + 1}.xml` }));
}

/** /sitemaps/N.xml: the Nth part of the sitemap /sitemap.xml lists, or 404 past the last one. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const number = parseSitemapPart((await params).part);
  const part = number === null ? undefined : splitSitemap(await sitemapEntries())[number - 1];
  if (!part) {
    return new Response("Not found: no such sitemap file.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return sitemapPartResponse(part);
}
