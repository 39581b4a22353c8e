import { createTestDatabase, type TestDatabase } from "@/test/database";
import { clientKeyFor } from "@/lib/security/client-key";
import type { UserCaller } from "@/lib/backend/types";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const MODERATOR = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const DINER = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const moderator: UserCaller = { userId: MODERATOR, email: "mod@example.com" };
const diner: UserCaller = { userId: DINER, email: "diner@example.com" };

beforeAll(async () => {
  await db.sql`insert into auth.users (id, email, email_confirmed_at) values (${MODERATOR}, 'mod@example.com', now()),
    (${DINER}, 'diner@example.com', null)`;
  await db.api.call("set_moderator", { email_param: "MOD@example.com", moderator: true }, "server");
});

let keyNumber = 0;
/** A fresh client key per submission, so the rate limit never interferes. */
const key = () =>
  clientKeyFor(`203.0.113.${(keyNumber += 1)}`, { TRUSTED_PROXY_HOPS: "1", NODE_ENV: "test" });

async function someMeal() {
  const [meal] = await db.sql<{ id: string; restaurant_id: string; name: string; protein: string | null }[]>`
    select m.id, m.restaurant_id, m.name, m.protein from public.meals m
    where exists (select 1 from public.locations l where l.restaurant_id = m.restaurant_id)
    order by m.name limit 1`;
  return meal!;
}

async function pendingMealRequest(user: UserCaller | null = diner) {
  const meal = await someMeal();
  const stored = (await db.api.call(
    "submit_meal_request",
    {
      client_key: key(),
      meal_name: `Desk Bowl ${keyNumber}`,
      restaurant_id: meal.restaurant_id,
      protein: "41g",
      carbs: "30",
      fat: "12",
      calories: 420,
      user_id: user?.userId ?? null,
    },
    "server",
  )) as { id: string };
  const { token } = (await db.api.call(
    "issue_submission_receipt",
    { kind: "meal_request", submission_id: stored.id, user_id: user?.userId ?? null },
    "server",
  )) as { token: string };
  return { id: stored.id, token, restaurantId: meal.restaurant_id };
}

/** Runs a statement as an API role with the given claims, as PostgREST would after checking a token. */
async function as(role: "anon" | "authenticated", claims: object | null, statement: string) {
  return db.sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${claims ? JSON.stringify(claims) : ""}, true)`;
    await tx.unsafe(`set local role ${role}`);
    return tx.unsafe(statement);
  });
}

const ID = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const DESK_CALLS = [
  "select public.review_queue()",
  `select public.review_edit('meal_request', '${ID}', '{"meal_name": "X"}')`,
  `select public.review_approve('meal_request', '${ID}')`,
  `select public.review_reject('meal_request', '${ID}', 'no')`,
];
const DESK_TABLES = ["moderators", "meal_corrections", "submission_receipts", "submission_reviews"];
const SERVER_ONLY_CALLS = [
  "select public.set_moderator('diner@example.com', true)",
  `select public.issue_submission_receipt('meal_request', '${ID}', null)`,
  `select public.check_rate('sign_in', '${"a".repeat(64)}')`,
  `select public.submit_meal_correction('${"a".repeat(64)}', '${ID}', 'protein', '10')`,
  `select public.catalogue_add_city('Nowhere', 'ID')`,
  "select public.catalogue_city_named('Boise')",
  "select public.refresh_catalogue_summaries()",
  `select public.catalogue_put_meal('${ID}', 'X', '{}', null, null, null)`,
  "select public.require_moderator()",
];

describe("the review desk refuses everyone but moderators", () => {
  it.each(DESK_CALLS)("anon cannot call %s", async (call) => {
    await expect(as("anon", null, call)).rejects.toThrow(/permission denied/);
  });

  it.each(DESK_CALLS)("a signed-in diner who is not a moderator is refused by %s", async (call) => {
    await expect(as("authenticated", { sub: DINER, role: "authenticated" }, call)).rejects.toThrow(
      /Only moderators may do this|permission denied/,
    );
  });

  it.each(DESK_CALLS)("a forged role claim makes no one a moderator: %s", async (call) => {
    for (const claims of [
      { sub: DINER, role: "moderator" },
      { sub: DINER, role: "service_role" },
      { sub: DINER, role: "authenticated", app_metadata: { role: "moderator" }, user_role: "moderator" },
      { role: "authenticated", is_moderator: true },
    ]) {
      await expect(as("authenticated", claims, call)).rejects.toThrow(
        /Only moderators may do this|permission denied/,
      );
    }
  });

  it.each(DESK_TABLES)("anon and signed-in diners cannot read or write %s", async (table) => {
    for (const role of ["anon", "authenticated"] as const) {
      const claims = role === "authenticated" ? { sub: DINER, role } : null;
      await expect(as(role, claims, `select * from public.${table}`)).rejects.toThrow(/permission denied/);
      await expect(as(role, claims, `delete from public.${table}`)).rejects.toThrow(/permission denied/);
    }
    await expect(
      as(
        "authenticated",
        { sub: DINER, role: "authenticated" },
        `insert into public.moderators values ('${DINER}')`,
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it.each(SERVER_ONLY_CALLS)("only the server may call %s", async (call) => {
    await expect(as("anon", null, call)).rejects.toThrow(/permission denied/);
    await expect(as("authenticated", { sub: MODERATOR, role: "authenticated" }, call)).rejects.toThrow(
      /permission denied/,
    );
  });

  it("the local accounts' tables are out of the API roles' reach", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      await expect(as(role, null, 'select * from local_auth."user"')).rejects.toThrow(/permission denied/);
      await expect(as(role, null, 'select * from local_auth."session"')).rejects.toThrow(/permission denied/);
    }
  });

  it("through the API, a diner's calls are refused and change nothing", async () => {
    const request = await pendingMealRequest();
    await expect(db.api.call("review_queue", {}, diner)).rejects.toMatchObject({ code: "42501" });
    await expect(
      db.api.call("review_approve", { kind: "meal_request", submission_id: request.id }, diner),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(db.api.call("review_queue", {}, null)).rejects.toThrow(/permission denied/);
    const [row] = await db.sql`select status from public.meal_requests where id = ${request.id}`;
    expect(row!.status).toBe("pending");
  });
});

describe("the desk for a moderator", () => {
  it("lists pending submissions newest first, and approval puts the meal on the menu with its provenance", async () => {
    const older = await pendingMealRequest();
    const newer = await pendingMealRequest();
    const queue = (await db.api.call("review_queue", {}, moderator)) as { id: string }[];
    const ids = queue.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    await db.api.call(
      "review_edit",
      { kind: "meal_request", submission_id: newer.id, fields_json: JSON.stringify({ protein: "43g" }) },
      moderator,
    );
    const approved = (await db.api.call(
      "review_approve",
      { kind: "meal_request", submission_id: newer.id },
      moderator,
    )) as { result_path: string; cities: { id: string }[]; restaurant_names: string[] };
    expect(approved.result_path).toMatch(
      /^\/(healthy-restaurants\/[a-z0-9-]+\?restaurant=[0-9a-f-]{36}&meal=[0-9a-f-]{36}|restaurant-nutrition\/[a-z0-9-]+)$/,
    );
    expect(approved.cities.length).toBeGreaterThan(0);
    expect(approved.restaurant_names).toHaveLength(1);

    const meals = (await db.api.call("list_restaurant_meals", {
      restaurant_id_param: newer.restaurantId,
    })) as {
      name: string;
      protein: string;
      source: string | null;
      as_of: string | null;
    }[];
    const meal = meals.find((m) => m.name === `Desk Bowl ${keyNumber}`);
    expect(meal).toMatchObject({ protein: "43g", source: "Submitted by a diner" });
    expect(meal!.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const receipt = (await db.api.call("get_submission_receipt", { token: newer.token })) as Record<
      string,
      unknown
    >;
    expect(receipt).toMatchObject({ status: "approved", result_path: approved.result_path });
    // Nothing about who sent it.
    expect(JSON.stringify(receipt)).not.toMatch(/diner@example\.com|bbbbbbbb/);
    expect(Object.keys(receipt).sort()).toEqual(
      ["created_at", "kind", "place", "reason", "result_path", "reviewed_at", "status", "title"].sort(),
    );
  });

  it("rejects with a reason, which the receipt and the diner's account show", async () => {
    const request = await pendingMealRequest();
    await expect(
      db.api.call(
        "review_reject",
        { kind: "meal_request", submission_id: request.id, reason: " " },
        moderator,
      ),
    ).rejects.toMatchObject({ code: "22023" });
    await db.api.call(
      "review_reject",
      { kind: "meal_request", submission_id: request.id, reason: "The menu has no such bowl." },
      moderator,
    );
    expect(await db.api.call("get_submission_receipt", { token: request.token })).toMatchObject({
      status: "rejected",
      reason: "The menu has no such bowl.",
    });
    const mine = (await db.api.call("list_my_submissions", {}, diner)) as {
      status: string;
      reason: string;
    }[];
    expect(mine[0]).toMatchObject({ status: "rejected", reason: "The menu has no such bowl." });
    expect(await db.api.call("list_my_submissions", {}, moderator)).toEqual([]);
    // Decided once: a second decision finds nothing pending.
    await expect(
      db.api.call("review_approve", { kind: "meal_request", submission_id: request.id }, moderator),
    ).rejects.toMatchObject({ code: "22023" });
  });

  it("a receipt is issued once, and an unknown or malformed token shows nothing", async () => {
    const request = await pendingMealRequest(null);
    await expect(
      db.api.call("issue_submission_receipt", { kind: "meal_request", submission_id: request.id }, "server"),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.api.call("get_submission_receipt", { token: "0".repeat(64) })).toBeNull();
    expect(await db.api.call("get_submission_receipt", { token: "not a token" })).toBeNull();
    const [stored] = await db.sql`select encode(token_hash, 'hex') as hash from public.submission_receipts
      where submission_id = ${request.id}`;
    expect(stored!.hash).not.toBe(request.token);
  });

  it("approves a city suggestion into a new city, and a restaurant suggestion there with its meal", async () => {
    const city = (await db.api.call(
      "submit_city_suggestion",
      { client_key: key(), city_name: "Quillfeather", state: "Idaho" },
      "server",
    )) as { id: string };
    const madeCity = (await db.api.call(
      "review_approve",
      { kind: "city_suggestion", submission_id: city.id },
      moderator,
    )) as { result_path: string };
    expect(madeCity.result_path).toBe("/healthy-restaurants/quillfeather-id");
    const place = (await db.api.call(
      "submit_restaurant_suggestion",
      {
        client_key: key(),
        restaurant_name: "Snake River Grill",
        city: "Quillfeather",
        address: "1 Main St, Quillfeather, ID 83301",
        website: "https://snake-river.example.com",
        meal_name: "Trout Plate",
        protein: "38g",
        calories: "520",
        description: "A grill by the canyon",
      },
      "server",
    )) as { id: string };
    const made = (await db.api.call(
      "review_approve",
      { kind: "restaurant_suggestion", submission_id: place.id },
      moderator,
    )) as { result_path: string; restaurant_names: string[] };
    expect(made.restaurant_names).toEqual(["Snake River Grill"]);
    const [meal] = await db.sql`select m.name, m.source, m.source_url from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where r.name = 'Snake River Grill'`;
    expect(meal).toMatchObject({
      name: "Trout Plate",
      source: "Submitted by a diner",
      source_url: "https://snake-river.example.com",
    });
    // The desk's action then refreshes the summaries as the server, in a statement of its own.
    await db.api.call("refresh_catalogue_summaries", {}, "server");
    const [stats] =
      await db.sql`select restaurant_count from public.city_stats where city_id = 'quillfeather-id'`;
    expect(stats!.restaurant_count).toBe(1);
  });

  it("a correction changes the one value, with the diner's link as the source", async () => {
    const meal = await someMeal();
    await expect(
      db.api.call(
        "submit_meal_correction",
        { client_key: key(), meal_id: meal.id, field: "protein", proposed_value: "55g" },
        "server",
      ),
    ).rejects.toMatchObject({ code: "22023" });
    const correction = (await db.api.call(
      "submit_meal_correction",
      {
        client_key: key(),
        meal_id: meal.id,
        field: "protein",
        proposed_value: "55g",
        source_url: "https://menu.example.com/nutrition",
      },
      "server",
    )) as { id: string };
    await db.api.call("review_approve", { kind: "correction", submission_id: correction.id }, moderator);
    const [after] = await db.sql`select protein, source, source_url from public.meals where id = ${meal.id}`;
    expect(after).toMatchObject({
      protein: "55g",
      source: "Submitted by a diner",
      source_url: "https://menu.example.com/nutrition",
    });
  });

  it("a meal for a new restaurant waits for the restaurant, or for its name corrected to one on the site", async () => {
    const [chain] = await db.sql<{ name: string }[]>`select name from public.restaurants where is_chain
      order by name limit 1`;
    const stored = (await db.api.call(
      "submit_meal_request",
      { client_key: key(), meal_name: "Corner Plate", restaurant_name: "No Such Corner Cafe" },
      "server",
    )) as { id: string };
    await expect(
      db.api.call("review_approve", { kind: "meal_request", submission_id: stored.id }, moderator),
    ).rejects.toThrow(/Add the restaurant No Such Corner Cafe to the catalogue first/);
    await db.api.call(
      "review_edit",
      {
        kind: "meal_request",
        submission_id: stored.id,
        fields_json: JSON.stringify({ restaurant_name: ` ${chain!.name.toUpperCase()} ` }),
      },
      moderator,
    );
    const approved = (await db.api.call(
      "review_approve",
      { kind: "meal_request", submission_id: stored.id },
      moderator,
    )) as { restaurant_names: string[] };
    expect(approved.restaurant_names).toEqual([chain!.name]);
  });

  it("a moderator removed by the command is refused at once", async () => {
    await db.api.call("set_moderator", { email_param: "mod@example.com", moderator: false }, "server");
    await expect(db.api.call("review_queue", {}, moderator)).rejects.toMatchObject({ code: "42501" });
    await db.api.call("set_moderator", { email_param: "mod@example.com", moderator: true }, "server");
    await expect(
      db.api.call("set_moderator", { email_param: "nobody@example.com", moderator: true }, "server"),
    ).rejects.toMatchObject({ code: "22023" });
  });

  it("a local account is confirmed once better-auth has verified its email, and can be made a moderator then", async () => {
    const [{ id }] = (await db.sql`insert into local_auth."user" (name, email, "emailVerified")
      values ('x', 'Owner@Example.com', false) returning id`) as unknown as [{ id: string }];
    const confirmed = async () =>
      (await db.sql`select email_confirmed_at from auth.users where id = ${id}`)[0]!.email_confirmed_at;
    expect(await confirmed()).toBeNull();
    await expect(
      db.api.call("set_moderator", { email_param: "owner@example.com", moderator: true }, "server"),
    ).rejects.toMatchObject({ code: "22023" });
    await db.sql`update local_auth."user" set "emailVerified" = true where id = ${id}`;
    expect(await confirmed()).not.toBeNull();
    await db.api.call("set_moderator", { email_param: "owner@example.com", moderator: true }, "server");
    expect(await db.sql`select 1 from public.moderators where user_id = ${id}`).toHaveLength(1);
    await db.api.call("set_moderator", { email_param: "owner@example.com", moderator: false }, "server");
  });

  it("an account whose email is not confirmed cannot be made a moderator", async () => {
    await expect(
      db.api.call("set_moderator", { email_param: "diner@example.com", moderator: true }, "server"),
    ).rejects.toMatchObject({
      code: "22023",
      message: expect.stringContaining("has not confirmed its email"),
    });
    expect(await db.sql`select 1 from public.moderators where user_id = ${DINER}`).toHaveLength(0);
  });
});
