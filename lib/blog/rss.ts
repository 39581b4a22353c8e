import { Feed } from "feed";
import { SITE_NAME } from "@/lib/site/config";
import { absoluteUrl } from "@/lib/site/structured-data";
import { BLOG_DESCRIPTION, BLOG_TITLE } from "./constants";
import { authorName } from "./format";
import type { PostSummary } from "./schema";
import { blogPostPath, PATHS } from "@/lib/pages/paths";

/** The blog's RSS 2.0 feed: published posts, newest first, each with its excerpt, author, tags and image. */
export function buildRssFeed(posts: PostSummary[]) {
  const newest = posts.reduce<string | null>(
    (latest, post) => (latest === null || post.updated_at > latest ? post.updated_at : latest),
    null,
  );
  const feed = new Feed({
    id: absoluteUrl(PATHS.blog),
    title: `${BLOG_TITLE} | ${SITE_NAME}`,
    description: BLOG_DESCRIPTION,
    link: absoluteUrl(PATHS.blog),
    language: "en-US",
    image: absoluteUrl("/icon-512.png"),
    favicon: absoluteUrl("/favicon.ico"),
    copyright: `© ${new Date().getUTCFullYear()} ${SITE_NAME}`,
    updated: newest ? new Date(newest) : undefined,
    feedLinks: { rss: absoluteUrl(PATHS.blogRss) },
    generator: SITE_NAME,
  });
  for (const post of posts) {
    const url = absoluteUrl(blogPostPath(post.slug));
    feed.addItem({
      title: post.title,
      id: url,
      guid: url,
      link: url,
      date: new Date(post.created_at),
      description: post.excerpt ?? undefined,
      author: [{ name: authorName(post.author) }],
      category: post.tags.map((tag) => ({ name: tag })),
      image: post.image_url ? absoluteUrl(post.image_url) : undefined,
    });
  }
  return feed.rss2();
}
