import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type Post = { slug: string; tags: string[]; content?: string; published: boolean };

describe("blog functions", () => {
  it("list published posts only, newest first, without their bodies", async () => {
    const expected =
      await db.sql`select slug from public.blog_posts where published order by created_at desc, slug`;
    const posts = (await db.api.call("list_blog_posts", {})) as Post[];
    expect(posts.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(posts.every((p) => p.published && p.content === undefined)).toBe(true);
    const latest = (await db.api.call("list_blog_posts", { post_limit: 3 })) as Post[];
    expect(latest.map((p) => p.slug)).toEqual(expected.slice(0, 3).map((p) => p.slug));
  });

  it("return a published post with its body by slug", async () => {
    const post = (await db.api.call("get_blog_post", { post_slug: "tracking-macros-dining-out" })) as Post;
    expect(post.slug).toBe("tracking-macros-dining-out");
    expect(post.content).toMatch(/<p>/);
    expect(await db.api.call("get_blog_post", { post_slug: "no-such-post" })).toBeNull();
  });

  it("relate up to 3 other published posts sharing a tag", async () => {
    const post = (await db.api.call("get_blog_post", {
      post_slug: "unlocking-the-power-of-protein",
    })) as Post;
    const related = (await db.api.call("list_related_posts", {
      post_slug: "unlocking-the-power-of-protein",
    })) as Post[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const other of related) {
      expect(other.slug).not.toBe(post.slug);
      expect(other.published).toBe(true);
      expect(other.tags.some((tag) => post.tags.includes(tag))).toBe(true);
    }
  });

  it("never relate an unpublished post", async () => {
    await db.sql`update public.blog_posts set published = false where slug = 'tracking-macros-dining-out'`;
    const everyRelated = await Promise.all(
      ((await db.api.call("list_blog_posts", {})) as Post[]).map(
        async (p) =>
          (await db.api.call("list_related_posts", { post_slug: p.slug, post_limit: 20 })) as Post[],
      ),
    );
    expect(everyRelated.flat().map((p) => p.slug)).not.toContain("tracking-macros-dining-out");
  });
});
