import { createTestDatabase, type TestDatabase } from "@/test/database";

// Posts are shown only if published (docs/product.md#blog). Every blog function is checked against drafts.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // A newest draft sharing every tag in use, so any function ignoring `published` would return it first.
  await db.sql`
    insert into public.blog_posts (slug, title, excerpt, content, tags, published, created_at)
    values ('draft-newest', 'Draft', 'Not yet', '<p>Draft</p>',
      (select array_agg(distinct t) from public.blog_posts, unnest(tags) t), false, now())`;
});
afterAll(() => db.drop());

type Post = { slug: string; published: boolean };
const drafts = async () =>
  (await db.sql`select slug from public.blog_posts where not published`).map((r) => r.slug);

describe("blog functions return published posts only", () => {
  it("the seed keeps a draft next to the new one", async () => {
    expect(await drafts()).toEqual(expect.arrayContaining(["macro-friendly-date-night", "draft-newest"]));
  });

  it("list_blog_posts, in full and as the latest few", async () => {
    for (const args of [{}, { post_limit: 1 }, { post_limit: 3 }, { post_limit: 100 }]) {
      const posts = (await db.api.call("list_blog_posts", args)) as Post[];
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((p) => p.published)).toBe(true);
      expect(posts.map((p) => p.slug)).not.toEqual(expect.arrayContaining(["draft-newest"]));
    }
  });

  it("get_blog_post gives null for a draft", async () => {
    for (const slug of await drafts()) {
      expect(await db.api.call("get_blog_post", { post_slug: slug })).toBeNull();
    }
  });

  it("list_related_posts never relates a draft, and a draft has no related posts", async () => {
    const published = (await db.api.call("list_blog_posts", {})) as Post[];
    const draftSlugs = await drafts();
    for (const { slug } of published) {
      const related = (await db.api.call("list_related_posts", {
        post_slug: slug,
        post_limit: 20,
      })) as Post[];
      expect(related.every((p) => p.published && !draftSlugs.includes(p.slug))).toBe(true);
    }
    for (const slug of draftSlugs) {
      expect(await db.api.call("list_related_posts", { post_slug: slug, post_limit: 20 })).toEqual([]);
    }
  });

  it("the public cannot read drafts from the table directly either", async () => {
    const rows = await db.sql.begin(async (tx) => {
      await tx`set local role anon`;
      return tx`select slug from public.blog_posts where not published`;
    });
    expect(rows).toHaveLength(0);
  });
});
