import type { Metadata } from "next";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { readOr } from "@/lib/site/page-read";
import { siteGroups } from "@/lib/pages/site-map";
import { pageMetadata } from "@/lib/seo/metadata";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = pageMetadata({
  title: "Sitemap",
  description:
    "Every page of the site: cities, high-protein and breakfast pages for each city, restaurant nutrition facts, tools, guides and blog posts.",
  path: PATHS.sitemap,
});

export default async function SitemapPage() {
  // A failed sitemap read is only logged, and the lists stay empty (docs/product.md#logged-failures).
  const groups = await readOr(siteGroups(), [], "the sitemap");
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <PageBreadcrumb crumbs={[{ name: "Sitemap", path: PATHS.sitemap }]} />
      <h1 className="text-3xl font-bold tracking-tight">Sitemap</h1>
      <div className="columns-1 gap-8 sm:columns-2 lg:columns-3">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`group-${index}`} className="mb-8 break-inside-avoid">
            <h2 id={`group-${index}`} className="mb-2 text-xl font-semibold">
              {group.title}
            </h2>
            {/* Plain links, their look set once on the list and keyed by place (a fixed list): the page has some
                450 of them, and each is written twice, in the HTML and in the payload that hydrates it. */}
            <ul className="space-y-1 text-sm [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline">
              {group.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <a href={link.path}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
