import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { siteGroups } from "@/lib/site/site-map";
import { PATHS } from "@/lib/site/paths";

export const revalidate = 3600;

/** sitemap.xml: every indexable page once, with lastmod from the data where the page has one. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const groups = await siteGroups();
  const seen = new Set<string>();
  // The human sitemap does not list itself, but it is a page worth indexing.
  return [...groups.flatMap((group) => group.links), { label: "Sitemap", path: PATHS.sitemap }]
    .filter((link) => !seen.has(link.path) && seen.add(link.path))
    .map((link) => ({
      url: `${siteUrl}${link.path}`,
      ...(link.lastModified ? { lastModified: new Date(link.lastModified) } : {}),
    }));
}
