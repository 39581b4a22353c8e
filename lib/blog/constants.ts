import { SITE_NAME } from "@/lib/site/config";

// The blog's fixed texts and limits (docs/product.md#blog).
export const BLOG_TITLE = "The Healthy Plate";
export const BLOG_DESCRIPTION =
  "Practical articles on macros, protein and eating well at restaurants, from the team behind " +
  SITE_NAME +
  ".";
/** Shown as the author of a post that names none. */
export const DEFAULT_AUTHOR = `${SITE_NAME} Team`;
/** The read time of a post that has none (the database column has the same default). */
export const DEFAULT_READ_TIME = "5 min read";
export const RELATED_POSTS_LIMIT = 3;
/** How many posts sharing a tag are fetched before the best related ones are picked. */
export const RELATED_POSTS_CANDIDATES = 20;

export const EMPTY_BLOG_TITLE = "The Kitchen's Quiet... For Now!";
export const LOAD_POSTS_ERROR = {
  title: "Error Loading Posts",
  description: "Could not fetch blog posts. Please try refreshing the page.",
};
export const POST_NOT_FOUND = {
  title: "Post Not Found",
  description: "The article you're looking for doesn't exist or has been moved.",
};
export const LINK_COPIED = {
  title: "Link Copied!",
  description: "The article URL has been copied to your clipboard.",
};
