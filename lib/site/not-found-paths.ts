// The fixed addresses that proxy.ts sends unknown cities, brands, posts and sitemap parts to (lib/pages/known-slugs.ts).

/** No page lives here (folders starting with '_' are never routes): Next answers with its not-found page. */
export const NOT_FOUND_PATH = "/_not-found-page";

/**
 * A slug no post can have (lib/http/input.ts isSlug): the post page answers it with the blog's own not-found, built
 * with the posts (app/blog/[slug] lists it among its static params).
 */
export const UNKNOWN_POST_SLUG = "_unknown-post";
export const UNKNOWN_POST_PATH = `/blog/${UNKNOWN_POST_SLUG}`;
