import type { MetadataRoute } from "next";
import { BLOG_PATH } from "@/lib/blog/constants";
import { listBlogPosts } from "@/lib/blog/queries";
import { postPath } from "@/lib/blog/structured-data";
import { GUIDES, guidePath } from "@/lib/guides/guides";
import { absoluteUrl } from "@/lib/site/structured-data";

export const revalidate = 3600;

/** /blog/sitemap.xml: the blog, its published posts and the guides, with their last changes. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await listBlogPosts();
  return [
    {
      url: absoluteUrl(BLOG_PATH),
      lastModified: posts[0]?.updated_at,
      changeFrequency: "weekly",
      priority: 0.7,
    },
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post.slug)),
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
