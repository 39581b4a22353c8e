import { createTestDatabase, type TestDatabase } from "@/test/database";
import { SUBMISSION_LIMIT } from "@/lib/requests/constants";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const submitCity = (clientKey: string, cityName = "Boise") =>
  db.api.call("submit_city_suggestion", {
    city_name: cityName,
    state: "ID",
    client_key: clientKey,
  }) as Promise<{
    id: string;
  }>;

describe("submissions from the public", () => {
  it("land as pending, one row per kind, with a client key", async () => {
    const key = "client-pending";
    const meal = (await db.api.call("submit_meal_request", {
      meal_name: "Turkey Plate",
      restaurant_name: "New Place",
      calories: 610,
      client_key: key,
    })) as { id: string };
    const restaurant = (await db.api.call("submit_restaurant_request", {
      name: "Fit Cafe",
      city: "Boise",
      address: "9 River Rd",
      website: "https://fit.example",
      client_key: key,
    })) as { id: string };
    const city = await submitCity(key);
    const suggestion = (await db.api.call("submit_restaurant_suggestion", {
      restaurant_name: "Lean Grill",
      city: "new york",
      address: "2 Broadway",
      description: "Grilled plates",
      meal_name: "Chicken Plate",
      calories: "540",
      client_key: key,
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

  it("carry the signed-in user's id on a meal request, taken from the session", async () => {
    const userId = "22222222-2222-4222-8222-222222222222";
    await db.sql`insert into auth.users (id) values (${userId})`;
    const meal = (await db.api.call(
      "submit_meal_request",
      { meal_name: "Signed-in Bowl", restaurant_name: "New Place", client_key: "client-user" },
      { userId },
    )) as { id: string };
    const [row] = await db.sql`select user_id::text as user_id from public.meal_requests where id = ${meal.id}`;
    expect(row!.user_id).toBe(userId);
  });

  it("cannot be read back by the public, through the tables or the rate-limit log", async () => {
    for (const table of [
      "meal_requests",
      "restaurant_requests",
      "city_suggestions",
      "restaurant_suggestions",
      "submission_attempts",
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
    const key = "client-busy";
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await expect(submitCity(key, `Busy Town ${i}`)).resolves.toHaveProperty("id");
    }
    await expect(submitCity(key, "One Too Many")).rejects.toThrow(/Too many submissions/);
    const stored = await db.sql`select 1 from public.city_suggestions where city_name = 'One Too Many'`;
    expect(stored).toHaveLength(0);
  });

  it("limit each client on its own", async () => {
    await expect(submitCity("client-calm")).resolves.toHaveProperty("id");
  });

  it("count again once the window has passed", async () => {
    const key = "client-returning";
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) await submitCity(key);
    await expect(submitCity(key)).rejects.toThrow(/Too many submissions/);
    await db.sql`update public.submission_attempts set created_at = now() - interval '11 minutes'
      where client_key = ${key}`;
    await expect(submitCity(key)).resolves.toHaveProperty("id");
  });

  it("do not count a refused submission against the client", async () => {
    const key = "client-typo";
    await expect(
      db.api.call("submit_restaurant_suggestion", {
        restaurant_name: "X",
        city: "Atlantis",
        address: "1 Sea Rd",
        client_key: key,
      }),
    ).rejects.toThrow(/We do not cover Atlantis yet/);
    const attempts = await db.sql`select 1 from public.submission_attempts where client_key = ${key}`;
    expect(attempts).toHaveLength(0);
  });
});
