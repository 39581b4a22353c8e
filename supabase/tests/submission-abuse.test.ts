import { createTestDatabase, type TestDatabase } from "@/test/database";
import { SUBMISSION_LIMIT } from "@/lib/requests/constants";
import { clientKeyFor } from "@/lib/security/client-key";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Runs a statement as a public role, as Supabase's API would for a direct call with the public key. */
async function as(role: "anon" | "authenticated", statement: string, params: unknown[] = []) {
  return db.sql.begin(async (tx) => {
    await tx.unsafe(`set local role ${role}`);
    return tx.unsafe(statement, params as never[]);
  });
}

const count = async (table: string) =>
  Number((await db.sql.unsafe(`select count(*)::int as n from public.${table}`))[0]!.n);

/** The site's server behind no proxy: the key comes from the connection address (the last forwarding entry). */
const keyOf = (forwardedFor: string) =>
  clientKeyFor(forwardedFor, { TRUSTED_PROXY_HOPS: "0", NODE_ENV: "test" });
const submitCity = (forwardedFor: string, cityName: string) =>
  db.api.call(
    "submit_city_suggestion",
    { city_name: cityName, state: "ID", client_key: keyOf(forwardedFor) },
    "server",
  );

const INSERTS: Record<string, string> = {
  meal_requests: "insert into public.meal_requests (meal_name, restaurant_name) values ('Bowl', 'Cafe')",
  restaurant_requests: "insert into public.restaurant_requests (name, city, address) values ('A', 'B', 'C')",
  city_suggestions: "insert into public.city_suggestions (city_name, state) values ('Boise', 'ID')",
  restaurant_suggestions:
    "insert into public.restaurant_suggestions (restaurant_name, city, address) values ('A', 'Chicago', 'C')",
  search_city_logs: "insert into public.search_city_logs (city_id, city_name) values ('chicago', 'Chicago')",
  rate_limit_attempts: `insert into public.rate_limit_attempts (bucket, client_key) values ('submission', '${"0".repeat(64)}')`,
};

describe("the public, calling the database directly with the public key", () => {
  it.each(Object.entries(INSERTS))("cannot insert into %s", async (table, insert) => {
    const before = await count(table);
    await expect(as("anon", insert)).rejects.toThrow(/permission denied/);
    await expect(as("authenticated", insert)).rejects.toThrow(/permission denied/);
    expect(await count(table)).toBe(before);
  });

  it.each(Object.keys(INSERTS).filter((t) => t !== "rate_limit_attempts"))(
    "cannot change or delete rows of %s",
    async (table) => {
      await expect(as("anon", `update public.${table} set created_at = now()`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(as("anon", `delete from public.${table}`)).rejects.toThrow(/permission denied/);
    },
  );

  it("cannot call the functions that take a client key, so it cannot choose its own", async () => {
    const key = "f".repeat(64);
    for (const call of [
      `select public.submit_city_suggestion(client_key => '${key}', city_name => 'Boise', state => 'ID')`,
      `select public.submit_meal_request(client_key => '${key}', meal_name => 'Bowl', restaurant_name => 'Cafe')`,
      `select public.submit_restaurant_request(client_key => '${key}', name => 'A', city => 'B', address => 'C')`,
      `select public.submit_restaurant_suggestion(client_key => '${key}', restaurant_name => 'A', city => 'Chicago', address => 'C')`,
      `select public.log_city_search(client_key => '${key}', city_id_param => 'chicago')`,
      `select public.check_rate('submission', '${key}')`,
      `select public.issue_photo_token('correction', '00000000-0000-4000-8000-000000000000')`,
      `select public.take_photo_token('${key}')`,
      `select public.attach_submission_photo('${key}', '/photos/x.webp')`,
    ]) {
      await expect(as("anon", call)).rejects.toThrow(/permission denied/);
      await expect(as("authenticated", call)).rejects.toThrow(/permission denied/);
    }
  });
});

describe("the rate limit", () => {
  it("cannot be bypassed with a new forwarding header per request", async () => {
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await expect(submitCity(`10.9.8.${i}, 198.51.100.20`, `Spoof ${i}`)).resolves.toHaveProperty("id");
    }
    await expect(submitCity("10.9.9.9, 198.51.100.20", "Spoof over")).rejects.toThrow(/Too many submissions/);
    expect(await db.sql`select 1 from public.city_suggestions where city_name = 'Spoof over'`).toHaveLength(
      0,
    );
  });

  it("cannot be exhausted for someone else by sending their address", async () => {
    const victim = "203.0.113.50";
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await submitCity(`${victim}, 198.51.100.66`, `Framed ${i}`);
    }
    await expect(submitCity(`${victim}, 198.51.100.66`, "Framed over")).rejects.toThrow(
      /Too many submissions/,
    );
    await expect(submitCity(victim, "Victim's own")).resolves.toHaveProperty("id");
  });

  it("refuses a key the server did not make, storing nothing", async () => {
    for (const forged of ["203.0.113.50", "unknown", "", "F".repeat(64)]) {
      await expect(
        db.api.call(
          "submit_city_suggestion",
          { city_name: "Forged", state: "ID", client_key: forged },
          "server",
        ),
      ).rejects.toThrow(/client key made by the server/);
    }
    expect(await db.sql`select 1 from public.city_suggestions where city_name = 'Forged'`).toHaveLength(0);
  });

  it("prunes every client's old attempts", async () => {
    await db.sql`insert into public.rate_limit_attempts (bucket, client_key, created_at)
      select 'submission', md5(g::text) || md5(g::text), now() - interval '1 hour' from generate_series(1, 50) g`;
    await submitCity("198.51.100.77", "Prune Town");
    const [stale] = await db.sql`select count(*)::int as n from public.rate_limit_attempts
      where created_at < now() - interval '10 minutes'`;
    expect(stale!.n).toBe(0);
  });
});

describe("the tables' own rules", () => {
  const ok = { meal_name: "'Bowl'", restaurant_name: "'Cafe'" };
  const insertMeal = (column: string, value: string) => {
    const values = { ...ok, [column]: value };
    return db.sql.unsafe(
      `insert into public.meal_requests (${Object.keys(values).join(", ")}) values (${Object.values(values).join(", ")})`,
    );
  };

  it.each([
    ["meal_name", "repeat('x', 201)"],
    ["restaurant_name", "repeat('x', 201)"],
    ["protein", "repeat('9', 51)"],
    ["description", "repeat('x', 2001)"],
    ["user_notes", "repeat('x', 10000)"],
    ["calories", "100000"],
    ["calories", "-1"],
    ["photo_url", "'javascript:alert(1)'"],
    ["photo_url", "'data:text/html,<script>alert(1)</script>'"],
  ])("refuse a meal request whose %s is %s, even written by the owner", async (column, value) => {
    await expect(insertMeal(column, value)).rejects.toThrow(/violates check constraint/);
  });

  it("refuse websites that are not http or https links, and oversized ones", async () => {
    for (const website of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "ftp://example.com",
      "https://",
      `https://a.com/${"x".repeat(200)}`,
    ]) {
      await expect(
        db.sql`insert into public.restaurant_requests (name, city, address, website) values ('A', 'B', 'C', ${website})`,
      ).rejects.toThrow(/violates check constraint/);
      await expect(
        db.sql`insert into public.restaurant_suggestions (restaurant_name, city, address, website)
               values ('A', 'Chicago', 'C', ${website})`,
      ).rejects.toThrow(/violates check constraint/);
    }
    await db.sql`insert into public.restaurant_requests (name, city, address, website)
                 values ('A', 'B', 'C', 'https://fit.example.com/menu?x=1')`;
  });

  it("refuse calories that are not a whole number on a restaurant suggestion", async () => {
    await expect(
      db.sql`insert into public.restaurant_suggestions (restaurant_name, city, address, calories)
             values ('A', 'Chicago', 'C', '5.5e3')`,
    ).rejects.toThrow(/violates check constraint/);
  });

  it("are checked by the functions first, with a message for people and nothing stored", async () => {
    const key = keyOf("198.51.100.90");
    const before = await count("restaurant_requests");
    await expect(
      db.api.call(
        "submit_restaurant_request",
        { client_key: key, name: "A", city: "B", address: "C", website: "javascript:alert(1)" },
        "server",
      ),
    ).rejects.toThrow(/Website must be an http or https link/);
    await expect(
      db.api.call(
        "submit_restaurant_request",
        { client_key: key, name: "x".repeat(10_000), city: "B", address: "C" },
        "server",
      ),
    ).rejects.toThrow(/Restaurant name is too long/);
    expect(await count("restaurant_requests")).toBe(before);
    const [attempts] =
      await db.sql`select count(*)::int as n from public.rate_limit_attempts where client_key = ${key}`;
    expect(attempts!.n).toBe(0);
  });
});

describe("the city search log", () => {
  const log = (forwardedFor: string, cityId: string) =>
    db.api.call("log_city_search", { client_key: keyOf(forwardedFor), city_id_param: cityId }, "server");
  const chicagoCount = async () =>
    Number(
      (await db.sql`select count(*)::int as n from public.search_city_logs where city_id = 'chicago'`)[0]!.n,
    );

  it("counts one client once per city and day, however often it searches", async () => {
    const before = await chicagoCount();
    for (let i = 0; i < 5; i += 1) await log("198.51.100.101", "chicago");
    await log("198.51.100.102", "chicago");
    expect(await chicagoCount()).toBe(before + 2);
  });

  it("ignores cities that do not exist, with the name taken from the catalogue", async () => {
    expect(await log("198.51.100.103", "atlantis")).toEqual({ ok: false, reason: "unknown city" });
    expect(await db.sql`select 1 from public.search_city_logs where city_id = 'atlantis'`).toHaveLength(0);
  });

  it("keeps only its newest rows", async () => {
    await db.sql`select setval(pg_get_serial_sequence('public.search_city_logs', 'id'), 500000)`;
    await log("198.51.100.104", "new-york");
    const [row] = await db.sql`select min(id)::int as oldest from public.search_city_logs`;
    expect(row!.oldest).toBeGreaterThan(400000);
  });
});
