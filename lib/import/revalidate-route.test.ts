// The route itself: Next's revalidateTag works only inside a running Next server, so it is replaced by a
// recorder here; everything else is the route as served, on a database of this file's own, where the expiries
// every instance follows are recorded.
import { createTestDatabase, type TestDatabase } from "@/test/database";

const revalidated: [string, unknown][] = [];
jest.mock("next/cache", () => ({
  revalidateTag: (tag: string, profile: unknown) => revalidated.push([tag, profile]),
  unstable_cache: (read: () => unknown) => read,
}));

let db: TestDatabase;
let POST: typeof import("@/app/api/revalidate/route").POST;
let endBackend: typeof import("@/lib/backend/rpc").endBackend;
const saved = { ...process.env };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  ({ POST } = await import("@/app/api/revalidate/route"));
  ({ endBackend } = await import("@/lib/backend/rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env = saved;
  await db.drop();
});

const recorded = async () =>
  (await db.sql<{ tag: string }[]>`select tag from public.cache_tag_expirations order by tag`).map(
    (row) => row.tag,
  );

const SECRET = "a-route-test-secret-32-characters";
const post = (body: string, authorization?: string) =>
  POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body,
    }),
  );

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
  revalidated.length = 0;
});

describe("POST /api/revalidate", () => {
  it("does not exist without a secret set", async () => {
    const response = await post('{"cities":["boston"]}', `Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
    expect(revalidated).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it("answers 401 to a missing or wrong secret", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const authorization of [undefined, "Bearer wrong-secret-of-some-length", SECRET]) {
      const response = await post('{"cities":["boston"]}', authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
    expect(revalidated).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it("answers 400 in the error envelope to a bad body", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const body of ["not json", "{}", '{"cities":[]}', '{"paths":["/"]}']) {
      const response = await post(body, `Bearer ${SECRET}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({ code: "bad_request", message: expect.any(String) });
    }
    expect(revalidated).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it("expires the tags of what changed here at once and records them for every instance", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    const response = await post(
      JSON.stringify({ cities: ["springfield-ma"], restaurants: ["Green Fork Kitchen"] }),
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    const tags = ["city-list", "listings", "sources", "city:springfield-ma", "restaurant:green-fork-kitchen"];
    expect((await response.json()).revalidated.sort()).toEqual([...tags].sort());
    expect(revalidated.map(([tag]) => tag).sort()).toEqual([...tags].sort());
    expect(
      revalidated.every(([, profile]) => JSON.stringify(profile) === JSON.stringify({ expire: 0 })),
    ).toBe(true);
    expect(await recorded()).toEqual([...tags].sort());
  });
});
