import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { notFound } from "next/navigation";
import { UNKNOWN_POST_SLUG } from "@/lib/site/not-found-paths";
import { ArrowLeft, House } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { PostBody } from "@/components/blog/post-body";
import { PostHeader } from "@/components/blog/post-header";
import { RelatedPosts } from "@/components/blog/related-posts";
import { ShareButton } from "@/components/blog/share-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ToastOnLoad } from "@/components/blog/toast-on-load";
import { LOAD_POSTS_ERROR, RELATED_POSTS_CANDIDATES } from "@/lib/blog/constants";
import { pickRelatedPosts } from "@/lib/blog/format";
import { getBlogPost, listBlogPosts, listRelatedPosts } from "@/lib/blog/queries";
import { blogPostingJsonLd, rssAlternate } from "@/lib/blog/structured-data";
import { blogPostPath, PATHS } from "@/lib/pages/paths";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "@/lib/http/messages";
import { readForPage } from "@/lib/site/page-read";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;

// The posts, and the address every unknown post is sent to (proxy.ts): its not-found page is built here, once.
export async function generateStaticParams() {
  return [...(await listBlogPosts()).map((post) => ({ slug: post.slug })), { slug: UNKNOWN_POST_SLUG }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const read = await readForPage(getBlogPost((await params).slug), "a blog post's metadata");
  const post = read.ok ? read.value : null;
  if (!post) return {};
  const description = post.excerpt ?? undefined;
  return {
    title: post.title,
    description,
    alternates: { canonical: blogPostPath(post.slug), types: rssAlternate },
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: blogPostPath(post.slug),
      publishedTime: post.created_at,
      modifiedTime: post.updated_at,
      authors: post.author ? [post.author] : undefined,
      tags: post.tags,
      images: post.image_url ? [{ url: post.image_url, alt: post.title }] : undefined,
    },
    twitter: { title: post.title, description },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const read = await readForPage(getBlogPost(slug), `the blog post ${slug}`);
  if (!read.ok) return <PostLoadFailed message={read.message} />;
  const post = read.value;
  if (!post) notFound();
  // Related posts are a bonus: without them the post is still shown.
  const candidates = await readForPage(
    listRelatedPosts(post.slug, RELATED_POSTS_CANDIDATES),
    "related posts",
  );
  const related = pickRelatedPosts(post, candidates.ok ? candidates.value : []);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <JsonLd data={blogPostingJsonLd(post)} />
      <nav aria-label="Post" className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={PATHS.blog}>
            <ArrowLeft aria-hidden />
            All Posts
          </Link>
        </Button>
        <div className="flex gap-2">
          <ShareButton title={post.title} text={post.excerpt ?? undefined} />
          <Button asChild variant="outline" size="sm">
            <Link href={PATHS.home}>
              <House aria-hidden />
              Home
            </Link>
          </Button>
        </div>
      </nav>
      <article className="space-y-8">
        <PostHeader post={post} />
        <PostBody html={post.content} />
        {post.tags.length > 0 ? (
          <footer className="flex flex-wrap items-center gap-2 border-t pt-6">
            <h2 className="text-sm font-semibold">Filed Under</h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <RelatedPosts posts={related} />
    </div>
  );
}

/** The post could not be read: the notice, then back to the blog list (which says whether posts can be read). */
function PostLoadFailed({ message }: { message: string }) {
  const notice =
    message === DATABASE_ERROR_MESSAGE
      ? { title: DATABASE_ERROR_TITLE, description: DATABASE_ERROR_MESSAGE }
      : LOAD_POSTS_ERROR;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ToastOnLoad {...notice} redirectTo={PATHS.blog} />
      <h1 className="text-2xl font-semibold">{notice.title}</h1>
      <p className="text-muted-foreground">{notice.description}</p>
      <Button asChild>
        <Link href={PATHS.blog}>All Posts</Link>
      </Button>
    </div>
  );
}
