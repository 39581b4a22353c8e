import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import {
  escapeXml,
  MAX_SITEMAP_URLS,
  parseSitemapPart,
  sitemapIndexResponse,
  sitemapPartResponse,
  splitSitemap,
  type SitemapEntry,
} from "./sitemap-parts";

const SITE = "https://macromenu.example";
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ url: `${SITE}/healthy-restaurants/town-${i}` }));

async function validate(xml: string, schemaFile: string) {
  const schema = readFileSync(path.resolve("e2e/support", schemaFile), "utf8");
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [schema] });
  return result.errors.map((error) => error.rawMessage);
}

describe("the crawlers' sitemap cut into files", () => {
  it("keeps 50,000 addresses in one part and cuts 120,001 into 50,000 + 50,000 + 20,001, in order", () => {
    expect(splitSitemap(entries(MAX_SITEMAP_URLS)).map((part) => part.length)).toEqual([50_000]);
    expect(splitSitemap(entries(MAX_SITEMAP_URLS + 1)).map((part) => part.length)).toEqual([50_000, 1]);
    const all = entries(120_001);
    const parts = splitSitemap(all);
    expect(parts.map((part) => part.length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.flat()).toEqual(all);
  });

  it("lists every part in the index, numbered from 1, with the newest lastmod of each", async () => {
    const parts = splitSitemap(
      [
        { url: `${SITE}/a`, lastModified: new Date("2025-01-02T00:00:00Z") },
        { url: `${SITE}/b`, lastModified: new Date("2025-03-04T05:06:07Z") },
        { url: `${SITE}/c` },
        { url: `${SITE}/d` },
        { url: `${SITE}/e`, lastModified: new Date("not a date") },
      ],
      2,
    );
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    const response = sitemapIndexResponse(SITE, parts);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    expect([...index.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map(([, inner]) => inner)).toEqual([
      `<loc>${SITE}/sitemaps/1.xml</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod>`,
      `<loc>${SITE}/sitemaps/2.xml</loc>`,
      `<loc>${SITE}/sitemaps/3.xml</loc>`,
    ]);
    expect(await validate(index, "siteindex.xsd")).toEqual([]);
  });

  it("still has one (empty) part without any address: an index lists at least one file", () => {
    expect(splitSitemap([])).toEqual([[]]);
  });

  it("escapes & < > and quotes in addresses, and the file validates against the sitemaps.org schema", async () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    const response = await sitemapPartResponse([
      { url: `${SITE}/search?q=mac&cheese<b>`, lastModified: new Date("2025-06-01T12:00:00Z") },
      { url: `${SITE}/cities`, lastModified: new Date("not a date") },
    ]);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain(
      `<url><loc>${SITE}/search?q=mac&amp;cheese&lt;b&gt;</loc><lastmod>2025-06-01T12:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${SITE}/cities</loc></url>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(await validate(xml, "sitemap.xsd")).toEqual([]);
    const index = await sitemapIndexResponse(`${SITE}/a&b`, [[]]).text();
    expect(index).toContain(`<loc>${SITE}/a&amp;b/sitemaps/1.xml</loc>`);
  });

  it("reads a part's number from its file name, and nothing else", () => {
    expect(parseSitemapPart("1.xml")).toBe(1);
    expect(parseSitemapPart("999.xml")).toBe(999);
    for (const name of ["0.xml", "01.xml", "1000.xml", "1", "1.xml.gz", "-1.xml", "1.XML", "a.xml", ""]) {
      expect(parseSitemapPart(name)).toBeNull();
    }
  });
});
