// The crawlers' sitemap as files: /sitemap.xml is always a sitemap index, and its numbered parts under /sitemaps/
// each hold at most 50,000 addresses and 50 MB, the sitemaps.org protocol's limits for one file. An index with a
// single part is valid for every search engine, and one shape whatever the catalogue's size means the code that
// serves today's 30,000 addresses is the code that will serve 120,000: nothing changes kind at a threshold.

/** The protocol's limits for one sitemap file: addresses, and bytes uncompressed. */
export const MAX_SITEMAP_URLS = 50_000;
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

export type SitemapEntry = { url: string; lastModified?: string | Date };
export type SitemapLimits = { maxUrls: number; maxBytes: number };

const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: MAX_SITEMAP_URLS, maxBytes: MAX_SITEMAP_BYTES };
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** Text for an XML element's content: the five characters XML reserves, as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${ENTITIES[char as keyof typeof ENTITIES]};`);
}
const ENTITIES = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" } as const;

/** W3C datetime, as the protocol asks; a date that does not parse is left out rather than written wrong. */
function lastmod(value: string | Date | undefined): string {
  if (value === undefined) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : `<lastmod>${date.toISOString()}</lastmod>`;
}

const urlElement = (entry: SitemapEntry) =>
  `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}</url>\n`;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The entries cut into parts in their order, each within both limits (the bytes of the whole file, declaration
 * included). No entries, one empty part: a sitemap index must list at least one file.
 */
export function splitSitemap(
  entries: SitemapEntry[],
  limits: SitemapLimits = PROTOCOL_LIMITS,
): SitemapEntry[][] {
  const frame = byteLength(URLSET_OPEN) + byteLength(URLSET_CLOSE);
  const parts: SitemapEntry[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = byteLength(urlElement(entry));
    if (frame + size > limits.maxBytes)
      throw new Error(`A sitemap entry is too large for any file: ${entry.url}`);
    const current = parts[parts.length - 1]!;
    if (current.length >= limits.maxUrls || bytes + size > limits.maxBytes) {
      parts.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return parts;
}

/** One sitemap file: a `<urlset>` of the entries. */
export function urlsetXml(entries: SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(urlElement).join("")}${URLSET_CLOSE}`;
}

/** The path of part `number` (from 1). */
const sitemapPartPath = (number: number) => `/sitemaps/${number}.xml` as const;

/**
 * The part number in a part's file name ("3.xml" → 3), or null for any other name, "0.xml", "03.xml" and numbers
 * past 999 (some 50 million addresses) included: the proxy sends those to the one cached not-found page, so a
 * stranger's made-up names cannot each leave a cached answer behind.
 */
export function parseSitemapPart(name: string): number | null {
  const match = /^([1-9]\d{0,2})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The newest lastmod of a part's entries, for its line in the index. */
function newest(entries: SitemapEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastModified } of entries) {
    if (lastModified === undefined) continue;
    const date = lastModified instanceof Date ? lastModified : new Date(lastModified);
    if (!Number.isNaN(date.getTime()) && (!latest || date > latest)) latest = date;
  }
  return latest;
}

/** The `<sitemapindex>` listing every part at `siteUrl`, each with the newest lastmod of its entries. */
export function sitemapIndexXml(siteUrl: string, parts: SitemapEntry[][]): string {
  const lines = parts.map(
    (part, i) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(i + 1)}`)}</loc>${lastmod(newest(part))}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${lines.join("")}</sitemapindex>\n`;
}

/** The response headers of every sitemap file. */
export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8" } as const;
