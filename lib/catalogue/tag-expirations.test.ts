// The tag expirations every instance shares, on a database of this file's own: what one instance records, each
// follower (one per instance) learns on its next sync, once.
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
let tagExpirations: typeof import("./tag-expirations");
let endBackend: typeof import("@/lib/backend/rpc").endBackend;
const saved = { ...process.env };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  tagExpirations = await import("./tag-expirations");
  ({ endBackend } = await import("@/lib/backend/rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env = saved;
  await db.drop();
});

it("lets only the site's server record an expiry, and refuses tags that are not 1 to 256 characters", async () => {
  await expect(db.api.call("expire_cache_tags", { tags: ["city:boston"] })).rejects.toThrow(
    /permission denied/,
  );
  for (const tags of [[], [""], ["x".repeat(257)], Array.from({ length: 1001 }, (_, i) => `t${i}`)]) {
    await expect(db.api.call("expire_cache_tags", { tags }, "server")).rejects.toMatchObject({
      code: "22023",
    });
  }
  expect(await db.sql`select tag from public.cache_tag_expirations`).toHaveLength(0);
});

it("tells every instance's follower what expired since it last asked, each tag once", async () => {
  const { createTagFollower, recordTagExpirations } = tagExpirations;
  await recordTagExpirations(["city-list", "city:boston"]);
  const first = createTagFollower();
  const second = createTagFollower();
  // A follower's first answer is every tag ever expired.
  expect((await first.sync()).sort()).toEqual(["city-list", "city:boston"]);
  expect(await first.sync()).toEqual([]);

  const before = Date.now();
  await recordTagExpirations(["city:boston", "city:austin"]);
  expect((await first.sync()).sort()).toEqual(["city:austin", "city:boston"]);
  expect(await first.sync()).toEqual([]);
  expect((await second.sync()).sort()).toEqual(["city-list", "city:austin", "city:boston"]);

  // The time of the latest expiry among an entry's tags, 0 for tags never expired.
  expect(first.expiredAt(["city:boston", "restaurant:x"])).toBeGreaterThanOrEqual(before - 1000);
  expect(first.expiredAt(["city:boston"])).toBe(second.expiredAt(["city:boston"]));
  expect(first.expiredAt(["restaurant:x"])).toBe(0);
});

it("shares one question among the syncs asked while it is on its way", async () => {
  let asked = 0;
  const follower = tagExpirations.createTagFollower(async () => {
    asked += 1;
    return { now: 1_000, tags: { "city-list": 900 } };
  });
  const answers = await Promise.all([follower.sync(), follower.sync(), follower.sync()]);
  expect(asked).toBe(1);
  expect(answers).toEqual([["city-list"], ["city-list"], ["city-list"]]);
});
