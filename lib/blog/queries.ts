import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { isSlug } from "@/lib/http/input";
import { postSchema, postSummarySchema } from "./schema";

export const listBlogPosts = cache((limit?: number) =>
  rpc("list_blog_posts", { post_limit: limit ?? null }, z.array(postSummarySchema)),
);

/** The published post with that slug, or null (also for a slug no post could have). */
export const getBlogPost = cache(async (slug: string) =>
  isSlug(slug) ? rpc("get_blog_post", { post_slug: slug }, postSchema.nullable()) : null,
);

export const listRelatedPosts = (slug: string, limit = 3) =>
  rpc("list_related_posts", { post_slug: slug, post_limit: limit }, z.array(postSummarySchema));
