import { getServerSideSitemap, withXMLResponse, type ISitemapField } from "next-sitemap";

// The crawlers' sitemap: /sitemap.xml is always a sitemap index, listing numbered parts under /sitemaps/ of at most
// 50,000 addresses each (the sitemaps.org limit for one file; at a few hundred bytes an address, a part stays far
// under its 50 MB). One shape whatever the catalogue's size: the code that serves 30,000 addresses serves 120,000.
// next-sitemap writes the files; two things its writer leaves to the caller are done here: addresses are escaped
// (it writes `loc` as given), and the index gives each part its lastmod (its index writes `loc` only), so a
// crawler fetches again only the parts that changed.

/** The protocol's limit of addresses in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { url: string; lastModified?: Date };

const HEADERS = { "Content-Type": "application/xml; charset=utf-8" };

/** Text for an XML element's content: the five characters XML reserves, as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${ENTITIES[char as keyof typeof ENTITIES]};`);
}
const ENTITIES = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" } as const;

/** W3C datetime, as the protocol asks; a date that does not parse is left out rather than written wrong. */
const w3cDate = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;

/** The entries cut into parts in their order; no entries, one empty part (an index lists at least one file). */
export function splitSitemap<T>(entries: T[], size = MAX_SITEMAP_URLS): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < entries.length; start += size) parts.push(entries.slice(start, start + size));
  return parts.length > 0 ? parts : [[]];
}

/**
 * The part number in a part's file name ("3.xml" → 3), or null for any other name, "0.xml", "03.xml" and numbers
 * past 999 (some 50 million addresses) included: the proxy sends those to the one cached not-found page, so a
 * stranger's made-up names cannot each leave a cached answer behind.
 */
export function parseSitemapPart(name: string): number | null {
  const match = /^([1-9]\d{0,2})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** One part: a `<urlset>` of its entries, written by next-sitemap. */
export function sitemapPartResponse(entries: SitemapEntry[]): Promise<Response> {
  const fields = entries.map((entry): ISitemapField => ({
    loc: escapeXml(entry.url),
    lastmod: w3cDate(entry.lastModified),
  }));
  return getServerSideSitemap(fields, HEADERS);
}

/** The newest lastmod of a part's entries. */
function newest(entries: SitemapEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastModified } of entries) {
    if (w3cDate(lastModified) && (!latest || lastModified! > latest)) latest = lastModified;
  }
  return latest;
}

/** The `<sitemapindex>` listing every part at `siteUrl`, each with the newest lastmod of its entries. */
export function sitemapIndexResponse(siteUrl: string, parts: SitemapEntry[][]): Response {
  const lines = parts.map((part, i) => {
    const lastmod = w3cDate(newest(part));
    const loc = escapeXml(`${siteUrl}/sitemaps/${i + 1}.xml`);
    return `<sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    "</sitemapindex>",
  ].join("\n");
  return withXMLResponse(xml, HEADERS);
}
