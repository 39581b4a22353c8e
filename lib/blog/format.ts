import { DEFAULT_AUTHOR, DEFAULT_READ_TIME, RELATED_POSTS_LIMIT } from "./constants";
import type { PostSummary } from "./schema";

const longUsDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A publish date in long US format ("January 14, 2025"), the same wherever the page is rendered. */
export function formatPostDate(iso: string) {
  return longUsDate.format(new Date(iso));
}

/**
 * The read time as shown: '{read_time} read'. Stored values already end in "read" ('4 min read'), so the word is
 * added only when missing; an empty value falls back to the default.
 */
export function readTimeLabel(readTime: string | null | undefined) {
  const value = readTime?.trim();
  if (!value) return DEFAULT_READ_TIME;
  return /\bread$/i.test(value) ? value : `${value} read`;
}

export function authorName(author: string | null | undefined) {
  return author?.trim() || DEFAULT_AUTHOR;
}

/**
 * The related posts to show: other posts sharing a tag, those sharing the most tags first, then the newest.
 * Candidates come from the database already filtered to published posts with an overlapping tag.
 */
export function pickRelatedPosts<T extends Pick<PostSummary, "slug" | "tags" | "created_at">>(
  post: Pick<PostSummary, "slug" | "tags">,
  candidates: T[],
  limit = RELATED_POSTS_LIMIT,
): T[] {
  const tags = new Set(post.tags);
  return candidates
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Date.parse(b.other.created_at) - Date.parse(a.other.created_at) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, Math.max(limit, 0))
    .map(({ other }) => other);
}
