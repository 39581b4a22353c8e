import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { siteGroups } from "@/lib/site/site-map";
import { PATHS } from "@/lib/site/paths";

export const revalidate = 3600;

/**
 * sitemap.xml: every indexable page once (a city's pages when it has enough restaurants), with lastmod from the data
 * where the page has one. At about 30,000 addresses it stays under the protocol's 50,000 per file.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const groups = await siteGroups("all");
  const seen = new Set<string>();
  // The human sitemap does not list itself, but it is a page worth indexing.
  return [...groups.flatMap((group) => group.links), { label: "Sitemap", path: PATHS.sitemap }]
    .filter((link) => !link.personal && !seen.has(link.path) && seen.add(link.path))
    .map((link) => ({
      url: `${siteUrl}${link.path}`,
      ...(link.lastModified ? { lastModified: new Date(link.lastModified) } : {}),
    }));
}
