import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

// [function, arguments at the cap, the same past the cap, the argument named in the error]
const CAPS: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
  ["get_random_restaurants", { count_limit: 50 }, { count_limit: 51 }, "count_limit"],
  [
    "list_cities_by_prefix",
    { prefix_param: "a", result_limit: 50 },
    { prefix_param: "a", result_limit: 51 },
    "result_limit",
  ],
  ["list_high_protein_low_calorie_meals", { result_limit: 50 }, { result_limit: -1 }, "result_limit"],
  [
    "search_restaurant_options",
    { search_term: "a", result_limit: 50 },
    { search_term: "a", result_limit: 51 },
    "result_limit",
  ],
  ["list_blog_posts", { post_limit: 100 }, { post_limit: 101 }, "post_limit"],
  [
    "list_related_posts",
    { post_slug: "x", post_limit: 20 },
    { post_slug: "x", post_limit: 21 },
    "post_limit",
  ],
  ["list_meals_by_ids", { meal_ids: ids(50) }, { meal_ids: ids(51) }, "number of meal_ids"],
  [
    "list_restaurants_near_zip",
    { zip_param: "60601", radius_miles: 100 },
    { zip_param: "60601", radius_miles: 100.5 },
    "radius_miles",
  ],
  [
    "list_restaurants_near_zip",
    { zip_param: "60601", result_limit: 100 },
    { zip_param: "60601", result_limit: 101 },
    "result_limit",
  ],
  [
    "list_restaurants_near_zip",
    { zip_param: "60601", result_offset: 100000 },
    { zip_param: "60601", result_offset: 100001 },
    "result_offset",
  ],
  [
    "search_restaurants",
    { search_term: "60601", page_param: 1000 },
    { search_term: "60601", page_param: 1001 },
    "page_param",
  ],
  [
    "list_restaurant_brands_by_rule",
    { rule_param: "high_protein", meals_per_brand: 20 },
    { rule_param: "high_protein", meals_per_brand: 21 },
    "meals_per_brand",
  ],
  [
    "list_restaurant_brands_by_rule",
    { rule_param: "high_protein", brand_limit: 1000 },
    { rule_param: "high_protein", brand_limit: 1001 },
    "brand_limit",
  ],
  ["find_meals_by_macros", { result_offset: 1000 }, { result_offset: 1001 }, "result_offset"],
  ["find_meals_by_macros", { calories_target: 100000 }, { calories_target: 100001 }, "calories_target"],
];

describe("caps on what the public can ask for", () => {
  it.each(CAPS)("%s accepts its cap and refuses past it with 22023", async (fn, within, past, name) => {
    await expect(db.api.call(fn, within as never)).resolves.toBeDefined();
    const refused = db.api.call(fn, past as never);
    await expect(refused).rejects.toMatchObject({ code: "22023" });
    await expect(refused).rejects.toThrow(new RegExp(`^${name} must be between`));
  });
});

describe("statement timeout", () => {
  it("is set for the public's roles: 3 s for anon, 8 s for signed-in users", async () => {
    const rows = await db.sql`select r.rolname, s.setconfig from pg_db_role_setting s
      join pg_roles r on r.oid = s.setrole where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0
      order by r.rolname`;
    expect(rows.map((r) => [r.rolname, r.setconfig])).toEqual([
      ["anon", ["statement_timeout=3s"]],
      ["authenticated", ["statement_timeout=8s"]],
    ]);
  });

  it("cancels a statement that runs past it once the role's settings are applied, as the API gateway does", async () => {
    const slow = db.sql.begin(async (tx) => {
      await tx`set local role anon`;
      await tx`select set_config(split_part(c, '=', 1), split_part(c, '=', 2), true)
        from pg_db_role_setting s, unnest(s.setconfig) c where s.setrole = 'anon'::regrole and s.setdatabase = 0`;
      await tx`select pg_sleep(3.5)`;
    });
    await expect(slow).rejects.toMatchObject({ code: "57014" });
  });
});
