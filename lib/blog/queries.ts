import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { postSchema, postSummarySchema } from "./schema";

export const listBlogPosts = cache((limit?: number) =>
  rpc("list_blog_posts", { post_limit: limit ?? null }, z.array(postSummarySchema)),
);

export const getBlogPost = cache((slug: string) => rpc("get_blog_post", { post_slug: slug }, postSchema.nullable()));

export const listRelatedPosts = (slug: string, limit = 3) =>
  rpc("list_related_posts", { post_slug: slug, post_limit: limit }, z.array(postSummarySchema));
