import { absoluteUrl, publisherJsonLd } from "@/lib/site/structured-data";
import { blogPostPath, PATHS } from "@/lib/pages/paths";
import { BLOG_DESCRIPTION, BLOG_TITLE } from "./constants";
import { authorName } from "./format";
import type { Post, PostSummary } from "./schema";

/** The `<link rel="alternate">` to the feed, for the blog's pages' metadata. */
export const rssAlternate = {
  "application/rss+xml": [{ url: PATHS.blogRss, title: `${BLOG_TITLE} RSS feed` }],
};

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: Post) {
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt ?? undefined,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: post.image_url ? absoluteUrl(post.image_url) : undefined,
    datePublished: post.created_at,
    dateModified: post.updated_at,
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { ...publisherJsonLd(), name: authorName(null) },
    publisher: publisherJsonLd(),
    keywords: post.tags.join(", "),
    inLanguage: "en-US",
  };
}

/** schema.org Blog listing the posts, for the blog's front page. */
export function blogJsonLd(posts: PostSummary[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    url: absoluteUrl(PATHS.blog),
    publisher: publisherJsonLd(),
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(blogPostPath(post.slug)),
      datePublished: post.created_at,
    })),
  };
}
