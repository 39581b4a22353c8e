import { createSupabaseAdapter } from "./supabase-adapter";
import { createPostgresAdapter } from "./postgres-adapter";
import { BackendConnectionError, BackendQueryError } from "./errors";
import { citySchema } from "@/lib/cities/schema";
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const SUPABASE_URL = "https://project.supabase.test";

/** Stands in for the network to Supabase: records each request and answers with the given JSON. */
function fakeSupabase(answer: unknown, status = 200) {
  const requests: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      url: request.url,
      body: await request.clone().json(),
      headers: request.headers,
    });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return {
    requests,
    adapter: createSupabaseAdapter({ url: SUPABASE_URL, key: "anon-key", fetch: fetchImpl }),
  };
}

describe("the Supabase and Postgres adapters", () => {
  it("call the same function with the same named arguments and give the same parsed result", async () => {
    const fromPostgres = await db.api.call("get_city", { city_id_param: "chicago" });
    const { requests, adapter } = fakeSupabase(fromPostgres);
    const fromSupabase = await adapter.call("get_city", { city_id_param: "chicago" });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url).toBe(`${SUPABASE_URL}/rest/v1/rpc/get_city`);
    expect(requests[0]!.body).toEqual({ city_id_param: "chicago" });
    expect(requests[0]!.headers.get("apikey")).toBe("anon-key");
    expect(citySchema.parse(fromSupabase)).toEqual(citySchema.parse(fromPostgres));
    expect(citySchema.parse(fromPostgres).name).toBe("Chicago");
  });

  it("send a signed-in user's token instead of the anon key as bearer", async () => {
    const { requests, adapter } = fakeSupabase([]);
    await adapter.call("list_cities", {}, { userId: "u1", accessToken: "user-token" });
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer user-token");
  });

  it("call as the server with the secret key, and refuse to without one", async () => {
    const requests: Headers[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init).headers);
      return new Response(JSON.stringify({ id: "x" }), { headers: { "content-type": "application/json" } });
    }) as typeof fetch;
    const withKey = createSupabaseAdapter({
      url: SUPABASE_URL,
      key: "anon-key",
      serverKey: "secret-key",
      fetch: fetchImpl,
    });
    await withKey.call("submit_city_suggestion", { city_name: "Boise" }, "server");
    expect(requests[0]!.get("apikey")).toBe("secret-key");
    const withoutKey = createSupabaseAdapter({ url: SUPABASE_URL, key: "anon-key", fetch: fetchImpl });
    await expect(withoutKey.call("submit_city_suggestion", {}, "server")).rejects.toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    expect(requests).toHaveLength(1);
  });

  it("leave out undefined arguments so the SQL defaults apply", async () => {
    const { requests, adapter } = fakeSupabase([]);
    await adapter.call("list_blog_posts", { post_limit: undefined });
    expect(requests[0]!.body).toEqual({});
    const posts = (await db.api.call("list_blog_posts", { post_limit: undefined })) as unknown[];
    expect(posts.length).toBeGreaterThan(3);
  });

  it("report an unreachable database as a connection error", async () => {
    const closed = createPostgresAdapter("postgres://postgres:postgres@127.0.0.1:9/macro", { max: 1 });
    await expect(closed.call("list_cities", {})).rejects.toBeInstanceOf(BackendConnectionError);
    await closed.end();
    const offline = createSupabaseAdapter({
      url: SUPABASE_URL,
      key: "anon-key",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    await expect(offline.call("list_cities", {})).rejects.toBeInstanceOf(BackendConnectionError);
  });

  it("report a database error as a query error, from either adapter", async () => {
    await expect(db.api.call("no_such_function", {})).rejects.toBeInstanceOf(BackendQueryError);
    const { adapter } = fakeSupabase(
      { code: "42883", message: "function does not exist", details: null, hint: null },
      404,
    );
    await expect(adapter.call("no_such_function", {})).rejects.toBeInstanceOf(BackendQueryError);
  });
});

describe("the Postgres adapter", () => {
  beforeAll(async () => {
    // A probe of the session as a called function sees it; granted as any API function is.
    await db.sql.unsafe(`create function public.test_session() returns jsonb language sql as $$
      select jsonb_build_object('role', current_user, 'timeout', current_setting('statement_timeout'),
        'claims', current_setting('request.jwt.claims', true)) $$`);
    await db.sql.unsafe(`grant execute on function public.test_session() to anon, authenticated`);
  });

  it("calls as the caller's role with that role's statement timeout, as Supabase's API does", async () => {
    const [anon] = await db.sql`select split_part(c, '=', 2) as timeout
      from pg_db_role_setting s, unnest(s.setconfig) c where s.setrole = 'anon'::regrole and c like 'statement_timeout=%'`;
    expect(await db.api.call("test_session", {})).toEqual({
      role: "anon",
      timeout: anon!.timeout,
      claims: "",
    });
    const user = await db.api.call(
      "test_session",
      {},
      { userId: "00000000-0000-4000-8000-000000000001", email: "a@b.c" },
    );
    expect(user).toMatchObject({ role: "authenticated" });
    expect(JSON.parse((user as { claims: string }).claims)).toMatchObject({
      sub: "00000000-0000-4000-8000-000000000001",
    });
  });

  it("leaves no transaction or role behind after a failed call, so the next call on the connection works", async () => {
    for (let i = 0; i < 10; i += 1) {
      await expect(db.api.call("no_such_function", {})).rejects.toBeInstanceOf(BackendQueryError);
      await expect(db.api.call("test_session", {})).resolves.toMatchObject({ role: "anon" });
    }
  });
});
