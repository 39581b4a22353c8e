import type { APIRequestContext } from "./test";

const LOC = /<loc>([^<]+)<\/loc>/g;
const locs = (xml: string) => [...xml.matchAll(LOC)].map(([, loc]) => loc!.replace(/&amp;/g, "&"));

/** /sitemap.xml (a sitemap index) and the text of each part it lists, fetched from this server by path. */
export async function sitemapFiles(request: APIRequestContext) {
  const index = await (await request.get("/sitemap.xml")).text();
  const parts: { path: string; xml: string }[] = [];
  for (const loc of locs(index)) {
    const path = new URL(loc).pathname;
    parts.push({ path, xml: await (await request.get(path)).text() });
  }
  return { index, parts };
}

/** Every page path in the crawlers' sitemap, across its parts. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const { parts } = await sitemapFiles(request);
  return parts.flatMap((part) => locs(part.xml).map((loc) => new URL(loc).pathname));
}
