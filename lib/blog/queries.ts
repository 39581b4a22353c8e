import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { CATALOGUE_TAGS, catalogueRead } from "@/lib/catalogue/freshness";
import { isSlug } from "@/lib/http/input";
import { postSchema, postSummarySchema } from "./schema";

const blog = () => [CATALOGUE_TAGS.blog];

export const listBlogPosts = catalogueRead(
  "list_blog_posts",
  (limit?: number) => rpc("list_blog_posts", { post_limit: limit ?? null }, z.array(postSummarySchema)),
  blog,
);

/** The published post with that slug, or null (also for a slug no post could have). */
export const getBlogPost = catalogueRead(
  "get_blog_post",
  async (slug: string) =>
    isSlug(slug) ? rpc("get_blog_post", { post_slug: slug }, postSchema.nullable()) : null,
  blog,
);

export const listRelatedPosts = catalogueRead(
  "list_related_posts",
  (slug: string, limit: number = 3) =>
    rpc("list_related_posts", { post_slug: slug, post_limit: limit }, z.array(postSummarySchema)),
  blog,
);
