import { createHash } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Runs a statement as the public (role anon), as Supabase's API does, and rolls it back. */
async function asAnon(statement: string, params: unknown[] = []) {
  return db.sql.begin(async (tx) => {
    await tx`set local role anon`;
    return tx.unsafe(statement, params as never[]);
  });
}

const REQUEST_TABLES = [
  "meal_requests",
  "restaurant_requests",
  "city_suggestions",
  "restaurant_suggestions",
  "search_city_logs",
];

describe("row-level security for the public", () => {
  it.each(REQUEST_TABLES)("cannot read %s", async (table) => {
    await expect(asAnon(`select * from public.${table}`)).rejects.toThrow(/permission denied/);
  });

  it("cannot read an unpublished post, directly or through the API", async () => {
    const [draft] = await db.sql`select slug from public.blog_posts where not published limit 1`;
    expect(draft).toBeDefined();
    expect(await asAnon("select slug from public.blog_posts where slug = $1", [draft!.slug])).toHaveLength(0);
    expect(await db.api.call("get_blog_post", { post_slug: draft!.slug })).toBeNull();
    const listed = (await db.api.call("list_blog_posts", {})) as { slug: string }[];
    expect(listed.map((p) => p.slug)).not.toContain(draft!.slug);
  });

  it("cannot create a submission with a status other than pending (nor any other: only the functions write)", async () => {
    await expect(
      asAnon(
        "insert into public.city_suggestions (city_name, state, status) values ('Boise', 'ID', 'approved')",
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asAnon(
        "insert into public.meal_requests (meal_name, restaurant_name, status) values ('Bowl', 'Cafe', 'approved')",
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("cannot pass a meal request off as someone else's", async () => {
    await db.sql`insert into auth.users (id) values ('11111111-1111-4111-8111-111111111111')`;
    await expect(
      asAnon(
        "insert into public.meal_requests (meal_name, restaurant_name, user_id) values ('Bowl', 'Cafe', '11111111-1111-4111-8111-111111111111')",
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("cannot change or delete the catalogue", async () => {
    await expect(asAnon("update public.cities set name = 'Hacked'")).rejects.toThrow(/permission denied/);
    await expect(asAnon("delete from public.meals")).rejects.toThrow(/permission denied/);
    await expect(
      asAnon("insert into public.cities (id, name, state) values ('x', 'X', 'XX')"),
    ).rejects.toThrow(/permission denied/);
  });

  it("cannot call the internal helpers' owner-only trigger function", async () => {
    await expect(asAnon("select public.set_updated_at()")).rejects.toThrow(/permission denied/);
  });
});

describe("submissions through the API", () => {
  // The server's calls (role service_role), each with the client key it derived.
  const clientKey = createHash("sha256").update("security-test").digest("hex");
  const asServer = (fn: string, args: Record<string, string | number>) =>
    db.api.call(fn, { ...args, client_key: clientKey }, "server");

  it("store every kind of submission as pending", async () => {
    const city = (await asServer("submit_city_suggestion", { city_name: "Boise", state: "ID" })) as {
      id: string;
    };
    const restaurant = (await asServer("submit_restaurant_request", {
      name: "Tiny Kitchen",
      city: "Boise",
      address: "1 Main St",
    })) as { id: string };
    const meal = (await asServer("submit_meal_request", {
      meal_name: "Chicken Bowl",
      restaurant_name: "Tiny Kitchen",
      calories: 540,
    })) as { id: string };
    const suggestion = (await asServer("submit_restaurant_suggestion", {
      restaurant_name: "Lean Grill",
      city: "chicago",
      address: "2 State St",
      description: "Grilled everything",
    })) as { id: string };
    const statuses = await db.sql`
      select status from public.city_suggestions where id = ${city.id}
      union all select status from public.restaurant_requests where id = ${restaurant.id}
      union all select status from public.meal_requests where id = ${meal.id}
      union all select status || ':' || city from public.restaurant_suggestions where id = ${suggestion.id}`;
    expect(statuses.map((s) => s.status)).toEqual(["pending", "pending", "pending", "pending:Chicago"]);
  });

  it("refuse a restaurant suggestion for a city we do not cover, storing nothing", async () => {
    await expect(
      asServer("submit_restaurant_suggestion", {
        restaurant_name: "X",
        city: "Brigadoon",
        address: "1 Sea Rd",
      }),
    ).rejects.toThrow(/We do not cover Brigadoon yet/);
    const rows = await db.sql`select 1 from public.restaurant_suggestions where city = 'Brigadoon'`;
    expect(rows).toHaveLength(0);
  });
});

describe("the functions' name resolution", () => {
  it("pins the search_path of every PL/pgSQL function, so a caller's path never changes what its body names", async () => {
    const unpinned = await db.sql`
      select p.oid::regprocedure::text as fn
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
      where n.nspname = 'public' and l.lanname = 'plpgsql' and p.prokind = 'f'
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`;
    expect(unpinned.map((row) => row.fn)).toEqual([]);
  });
});
