// The proxy's list of known slugs and POST /api/revalidate, on a database of this file's own: a post published by
// an import is known as soon as the import has refreshed its pages, not up to a minute later.
import { createTestDatabase, type TestDatabase } from "@/test/database";

// Next's revalidateTag works only inside a running Next server; the list of known slugs is what is under test.
jest.mock("next/cache", () => ({ revalidateTag: () => {}, unstable_cache: (read: () => unknown) => read }));

let db: TestDatabase;
let notFoundRewrite: typeof import("./known-slugs").notFoundRewrite;
let POST: typeof import("@/app/api/revalidate/route").POST;
let endBackend: typeof import("@/lib/backend/rpc").endBackend;
const saved = { ...process.env };
const SECRET = "a-known-slugs-test-secret-32-chars";

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  process.env.REVALIDATE_SECRET = SECRET;
  ({ notFoundRewrite } = await import("./known-slugs"));
  ({ POST } = await import("@/app/api/revalidate/route"));
  ({ endBackend } = await import("@/lib/backend/rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env = saved;
  await db.drop();
});

it("knows a post published after its list was read once POST /api/revalidate has refreshed the pages", async () => {
  const slug = "a-post-published-a-moment-ago";
  expect(await notFoundRewrite(`/blog/${slug}`)).toBe("/blog/_unknown-post");
  await db.sql`insert into public.blog_posts (slug, title, content, published)
    values (${slug}, 'A post published a moment ago', 'Text.', true)`;
  // Until then the list read a moment ago stands.
  expect(await notFoundRewrite(`/blog/${slug}`)).toBe("/blog/_unknown-post");
  const refreshed = await POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ blog: true }),
    }),
  );
  expect(refreshed.status).toBe(200);
  expect(await notFoundRewrite(`/blog/${slug}`)).toBeNull();
});
