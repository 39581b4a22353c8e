import { Link } from "@/components/site/link";
import { SiteImage } from "@/components/site/site-image";
import type { PostSummary } from "@/lib/blog/schema";
import { blogPostPath, PATHS } from "@/lib/pages/paths";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The latest published blog posts, newest first. */
export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  return (
    <section aria-labelledby="latest-posts" className="space-y-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="latest-posts" className="text-2xl font-bold tracking-tight md:text-3xl">
          From the Blog
        </h2>
        <Link
          href={PATHS.blog}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          All posts
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="text-muted-foreground">No articles yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
              <Link href={blogPostPath(post.slug)} className="flex h-full flex-col">
                {post.image_url ? (
                  // Through the one image door, as every other image: a storage-hosted image is resized.
                  <SiteImage
                    src={post.image_url}
                    alt=""
                    width={600}
                    height={300}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    loading="lazy"
                    className="aspect-[2/1] w-full object-cover"
                  />
                ) : null}
                <span className="flex flex-1 flex-col gap-2 p-4">
                  <span className="font-semibold">{post.title}</span>
                  {post.excerpt ? (
                    <span className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</span>
                  ) : null}
                  <span className="mt-auto text-xs text-muted-foreground">
                    {dateFormat.format(new Date(post.created_at))} · {post.read_time}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
