import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { notFound } from "next/navigation";
import { ArrowLeft, House } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { PostBody } from "@/components/blog/post-body";
import { PostHeader } from "@/components/blog/post-header";
import { RelatedPosts } from "@/components/blog/related-posts";
import { ShareButton } from "@/components/blog/share-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RELATED_POSTS_CANDIDATES } from "@/lib/blog/constants";
import { pickRelatedPosts } from "@/lib/blog/format";
import { getBlogPost, listBlogPosts, listRelatedPosts } from "@/lib/blog/queries";
import { blogPostingJsonLd, postPath, rssAlternate } from "@/lib/blog/structured-data";

type Props = { params: Promise<{ slug: string }> };

export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getBlogPost((await params).slug);
  if (!post) return {};
  const description = post.excerpt ?? undefined;
  return {
    title: post.title,
    description,
    alternates: { canonical: postPath(post.slug), types: rssAlternate },
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: postPath(post.slug),
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
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  const related = pickRelatedPosts(post, await listRelatedPosts(post.slug, RELATED_POSTS_CANDIDATES));
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <JsonLd data={blogPostingJsonLd(post)} />
      <nav aria-label="Post" className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/blog">
            <ArrowLeft aria-hidden />
            All Posts
          </Link>
        </Button>
        <div className="flex gap-2">
          <ShareButton title={post.title} text={post.excerpt ?? undefined} />
          <Button asChild variant="outline" size="sm">
            <Link href="/">
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
