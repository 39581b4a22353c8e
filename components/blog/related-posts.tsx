import type { PostSummary } from "@/lib/blog/schema";
import { PostCard } from "./post-card";

export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="space-y-4">
      <h2 id="related-posts" className="text-2xl font-semibold tracking-tight">
        You Might Also Like...
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
