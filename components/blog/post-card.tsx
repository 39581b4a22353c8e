import { Link } from "@/components/site/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPostDate, readTimeLabel } from "@/lib/blog/format";
import type { PostSummary } from "@/lib/blog/schema";
import { SiteImage } from "@/components/site/site-image";
import { blogPostPath } from "@/lib/pages/paths";

/**
 * A post in a list: image, first tag, title linking to the post, excerpt, date and read time. `first` marks the
 * card at the top of a page, whose image is likely the largest paint: it loads at once, with high priority.
 */
export function PostCard({
  post,
  headingLevel = 2,
  first = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [tag] = post.tags;
  return (
    <Card className="relative h-full gap-0 overflow-hidden py-0 transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      {post.image_url ? (
        <SiteImage
          src={post.image_url}
          alt=""
          width={600}
          height={315}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          preload={first}
          className="aspect-[40/21] w-full bg-muted object-cover"
        />
      ) : null}
      <CardHeader className="gap-3 pt-5">
        {tag ? (
          <Badge variant="secondary" className="uppercase">
            {tag}
          </Badge>
        ) : null}
        <CardTitle className="text-lg leading-snug">
          <Heading>
            <Link
              href={blogPostPath(post.slug)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {post.title}
            </Link>
          </Heading>
        </CardTitle>
      </CardHeader>
      {post.excerpt ? (
        <CardContent className="pt-3 text-sm text-muted-foreground">
          <p className="line-clamp-3">{post.excerpt}</p>
        </CardContent>
      ) : null}
      <CardFooter className="mt-auto gap-2 pt-4 pb-5 text-xs text-muted-foreground">
        <time dateTime={post.created_at}>{formatPostDate(post.created_at)}</time>
        <span aria-hidden>·</span>
        <span>{readTimeLabel(post.read_time)}</span>
      </CardFooter>
    </Card>
  );
}
