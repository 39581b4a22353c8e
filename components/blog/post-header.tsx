import { UserRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { authorName, formatPostDate, readTimeLabel } from "@/lib/blog/format";
import type { Post } from "@/lib/blog/schema";
import { SiteImage } from "@/components/site/site-image";

const AVATAR_SIZE = 48;
const HERO = { width: 1200, height: 630 };

/** First tag, title, author with avatar, date and read time, then the hero image. */
export function PostHeader({ post }: { post: Post }) {
  const [tag] = post.tags;
  return (
    <header className="space-y-6">
      <div className="space-y-4">
        {tag ? <Badge className="uppercase">{tag}</Badge> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">{post.title}</h1>
        <div className="flex items-center gap-3">
          {post.author_image_url ? (
            <SiteImage
              src={post.author_image_url}
              alt=""
              width={AVATAR_SIZE}
              height={AVATAR_SIZE}
              className="size-12 rounded-full bg-muted object-cover"
            />
          ) : (
            <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-secondary">
              <UserRound className="size-6 text-secondary-foreground" />
            </span>
          )}
          <div className="text-sm">
            <p className="font-medium">{authorName(post.author)}</p>
            <p className="text-muted-foreground">
              <time dateTime={post.created_at}>{formatPostDate(post.created_at)}</time>
              <span aria-hidden> · </span>
              {readTimeLabel(post.read_time)}
            </p>
          </div>
        </div>
      </div>
      {post.image_url ? (
        <SiteImage
          src={post.image_url}
          alt=""
          width={HERO.width}
          height={HERO.height}
          sizes="(min-width: 768px) 768px, 100vw"
          preload
          className="aspect-[40/21] w-full rounded-xl bg-muted object-cover"
        />
      ) : null}
    </header>
  );
}
