import { createTestDatabase, type TestDatabase } from "@/test/database";
import { callAsServer, clientKey as key } from "./fixtures";
import { SUBMISSION_LIMIT } from "@/lib/requests/constants";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const asServer = (fn: string, args: Record<string, string | number | null>) => callAsServer(db, fn, args);

const submitCity = (clientKey: string, cityName = "Boise") =>
  asServer("submit_city_suggestion", {
    city_name: cityName,
    state: "ID",
    client_key: clientKey,
  }) as Promise<{
    id: string;
  }>;

describe("submissions from the public", () => {
  it("land as pending, one row per kind, with a client key", async () => {
    const clientKey = key("client-pending");
    const meal = (await asServer("submit_meal_request", {
      meal_name: "Turkey Plate",
      restaurant_name: "New Place",
      calories: 610,
      client_key: clientKey,
    })) as { id: string };
    const restaurant = (await asServer("submit_restaurant_request", {
      name: "Fit Cafe",
      city: "Boise",
      address: "9 River Rd",
      website: "https://fit.example",
      client_key: clientKey,
    })) as { id: string };
    const city = await submitCity(clientKey);
    const suggestion = (await asServer("submit_restaurant_suggestion", {
      restaurant_name: "Lean Grill",
      city: "new york",
      address: "2 Broadway",
      description: "Grilled plates",
      meal_name: "Chicken Plate",
      calories: "540",
      client_key: clientKey,
    })) as { id: string };
    const rows = await db.sql`
      select status, user_id::text as extra from public.meal_requests where id = ${meal.id}
      union all select status, website from public.restaurant_requests where id = ${restaurant.id}
      union all select status, state from public.city_suggestions where id = ${city.id}
      union all select status, city from public.restaurant_suggestions where id = ${suggestion.id}`;
    expect(rows.map((r) => [r.status, r.extra])).toEqual([
      ["pending", null],
      ["pending", "https://fit.example"],
      ["pending", "ID"],
      ["pending", "New York"],
    ]);
  });

  it("carry the signed-in user's id on a meal request, as the server verified it from the session", async () => {
    const userId = "22222222-2222-4222-8222-222222222222";
    await db.sql`insert into auth.users (id) values (${userId})`;
    const meal = (await asServer("submit_meal_request", {
      meal_name: "Signed-in Bowl",
      restaurant_name: "New Place",
      client_key: key("client-user"),
      user_id: userId,
    })) as { id: string };
    const [row] =
      await db.sql`select user_id::text as user_id from public.meal_requests where id = ${meal.id}`;
    expect(row!.user_id).toBe(userId);
  });

  it("cannot be read back by the public, through the tables or the rate-limit log", async () => {
    for (const table of [
      "meal_requests",
      "restaurant_requests",
      "city_suggestions",
      "restaurant_suggestions",
      "rate_limit_attempts",
    ]) {
      await expect(
        db.sql.begin(async (tx) => {
          await tx`set local role anon`;
          return tx.unsafe(`select * from public.${table}`);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it(`accept ${SUBMISSION_LIMIT} submissions from one client, then refuse the next and store nothing`, async () => {
    const clientKey = key("client-busy");
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await expect(submitCity(clientKey, `Busy Town ${i}`)).resolves.toHaveProperty("id");
    }
    await expect(submitCity(clientKey, "One Too Many")).rejects.toThrow(/Too many submissions/);
    const stored = await db.sql`select 1 from public.city_suggestions where city_name = 'One Too Many'`;
    expect(stored).toHaveLength(0);
  });

  it("limit each client on its own", async () => {
    await expect(submitCity(key("client-calm"))).resolves.toHaveProperty("id");
  });

  it("count again once the window has passed", async () => {
    const clientKey = key("client-returning");
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) await submitCity(clientKey);
    await expect(submitCity(clientKey)).rejects.toThrow(/Too many submissions/);
    await db.sql`update public.rate_limit_attempts set created_at = now() - interval '11 minutes'
      where client_key = ${clientKey}`;
    await expect(submitCity(clientKey)).resolves.toHaveProperty("id");
  });

  it("do not count a refused submission against the client", async () => {
    const clientKey = key("client-typo");
    await expect(
      asServer("submit_restaurant_suggestion", {
        restaurant_name: "X",
        city: "Brigadoon",
        address: "1 Sea Rd",
        client_key: clientKey,
      }),
    ).rejects.toThrow(/We do not cover Brigadoon yet/);
    const attempts = await db.sql`select 1 from public.rate_limit_attempts where client_key = ${clientKey}`;
    expect(attempts).toHaveLength(0);
  });
});
