import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { ArrowLeft, Rss } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { PostCard } from "@/components/blog/post-card";
import { ToastOnLoad } from "@/components/blog/toast-on-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Empty, EmptyDescription, EmptyTitle } from "@/components/ui/empty";
import { BLOG_DESCRIPTION, BLOG_TITLE, EMPTY_BLOG_TITLE, LOAD_POSTS_ERROR } from "@/lib/blog/constants";
import { listBlogPosts } from "@/lib/blog/queries";
import { blogJsonLd, rssAlternate } from "@/lib/blog/structured-data";
import { readOr } from "@/lib/site/page-read";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: BLOG_TITLE,
  description: BLOG_DESCRIPTION,
  alternates: { canonical: PATHS.blog, types: rssAlternate },
  openGraph: { title: BLOG_TITLE, description: BLOG_DESCRIPTION, url: PATHS.blog },
};

export default async function BlogPage() {
  const posts = await readOr(listBlogPosts(), null, "the blog posts");
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      {posts ? <JsonLd data={blogJsonLd(posts)} /> : null}
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link href={PATHS.home}>
          <ArrowLeft aria-hidden />
          Back to Home
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{BLOG_TITLE}</h1>
        <p className="text-lg text-muted-foreground">{BLOG_DESCRIPTION}</p>
      </header>
      {posts === null ? (
        <Alert variant="destructive" className="rounded-xl p-8 text-center">
          <ToastOnLoad {...LOAD_POSTS_ERROR} />
          <h2 className="text-xl font-semibold">{LOAD_POSTS_ERROR.title}</h2>
          <p className="text-muted-foreground">{LOAD_POSTS_ERROR.description}</p>
        </Alert>
      ) : posts.length === 0 ? (
        <Empty className="gap-0">
          <EmptyTitle asChild>
            <h2 className="text-xl">{EMPTY_BLOG_TITLE}</h2>
          </EmptyTitle>
          <EmptyDescription>New articles are on their way. Check back soon.</EmptyDescription>
        </Empty>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Button
        asChild
        size="icon-lg"
        className="fixed right-4 bottom-20 z-30 rounded-full shadow-lg md:bottom-6"
      >
        <a href={PATHS.blogRss} aria-label="RSS feed" title="RSS feed">
          <Rss aria-hidden />
        </a>
      </Button>
    </div>
  );
}
