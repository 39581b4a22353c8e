import { z } from "zod";

export const postSummarySchema = z.object({
  id: z.guid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  author: z.string().nullable(),
  author_image_url: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  read_time: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = postSummarySchema.extend({ content: z.string() });
export type Post = z.infer<typeof postSchema>;
