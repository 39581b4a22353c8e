import type { MetadataRoute } from "next";
import { listBlogPosts } from "@/lib/blog/queries";
import { GUIDES } from "@/lib/guides/guides";
import { blogPostPath, guidePath, PATHS } from "@/lib/pages/paths";
import { absoluteUrl } from "@/lib/site/structured-data";

export const revalidate = 3600;

/** /blog/sitemap.xml: the blog, its published posts and the guides, with their last changes. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await listBlogPosts();
  return [
    {
      url: absoluteUrl(PATHS.blog),
      lastModified: posts[0]?.updated_at,
      changeFrequency: "weekly",
      priority: 0.7,
    },
    ...posts.map((post) => ({
      url: absoluteUrl(blogPostPath(post.slug)),
      lastModified: post.updated_at,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...Object.values(GUIDES).map((guide) => ({
      url: absoluteUrl(guidePath(guide.slug)),
      lastModified: guide.dateModified,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
