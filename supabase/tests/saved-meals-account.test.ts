// Saved meals on the account (supabase/migrations/20261126002000_saved_meals_account.sql), through the real
// functions as the site calls them: each diner sees and changes only their own; the public is refused.
import { createTestDatabase, type TestDatabase } from "@/test/database";
import type { UserCaller } from "@/lib/backend/types";
import { savedMealKey, type SavedMeal } from "@/lib/saved-meals/saved-meals";
import {
  SAVED_MEALS_ACCOUNT_LIMIT,
  SAVED_MEALS_CHANGE_LIMIT,
  SAVED_MEALS_PAGE_BYTES,
  SAVED_MEALS_PAGE_SIZE,
} from "@/lib/saved-meals/account-limits";
import { savedMealSchema } from "@/lib/saved-meals/schema";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const ANA = "aaaaaaaa-1111-4aaa-8aaa-aaaaaaaaaaaa";
const BEN = "bbbbbbbb-2222-4bbb-8bbb-bbbbbbbbbbbb";
const CAP = "cccccccc-3333-4ccc-8ccc-cccccccccccc";
const ana: UserCaller = { userId: ANA, email: "ana@example.com" };
const ben: UserCaller = { userId: BEN, email: "ben@example.com" };
const cap: UserCaller = { userId: CAP, email: "cap@example.com" };

beforeAll(async () => {
  await db.sql`insert into auth.users (id, email) values (${ANA}, 'ana@example.com'),
    (${BEN}, 'ben@example.com'), (${CAP}, 'cap@example.com')`;
});

let mealNumber = 0;
/** A saved meal of one menu meal (or several), as the browser keeps it. */
function saved(savedAt = "2026-01-01T00:00:00.000Z", quantities = [1]): SavedMeal {
  const items = quantities.map((quantity) => {
    mealNumber += 1;
    return {
      id: `00000000-0000-4000-8000-${String(mealNumber).padStart(12, "0")}`,
      name: `Chicken Bowl ${mealNumber}`,
      restaurant: "Taco Town",
      quantity,
      calories: "540",
      protein: 42,
      carbs: "30g",
      fat: null,
      sugar: "3",
      source: "MenuStat 2022",
      as_of: "2022",
    };
  });
  const kind = items.length > 1 ? "combo" : "meal";
  return {
    key: savedMealKey(kind, items),
    kind,
    title: items.map((item) => item.name).join(" + "),
    href: "/tools/macro-calculator/results?meal=1",
    items,
    savedAt,
  };
}

type Page = { meals: SavedMeal[]; page: number; total: number; more: boolean; kept?: string[] };
const callPage = (fn: string, args: Record<string, string | number>, caller: UserCaller | null) =>
  db.api.call(fn, args, caller) as Promise<Page>;
const call = async (fn: string, args: Record<string, string | number>, caller: UserCaller | null) =>
  (await callPage(fn, args, caller)).meals;
const save = (meal: unknown, caller: UserCaller | null = ana) =>
  call("save_my_saved_meal", { meal_json: JSON.stringify(meal) }, caller);
const merge = (meals: unknown[], caller: UserCaller | null = ana) =>
  call("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, caller);
const list = (caller: UserCaller | null = ana) => call("list_my_saved_meals", {}, caller);
const keys = (meals: SavedMeal[]) => meals.map((meal) => meal.key);

/** Runs a statement as an API role with the given claims, as PostgREST would after checking a token. */
async function as(role: "anon" | "authenticated", claims: object | null, statement: string) {
  return db.sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${claims ? JSON.stringify(claims) : ""}, true)`;
    await tx.unsafe(`set local role ${role}`);
    return tx.unsafe(statement);
  });
}

afterEach(async () => {
  await db.sql`delete from public.saved_meals`;
});
// Each test starts with its own count of changes (the limit has a test of its own).
beforeEach(async () => {
  await db.sql`delete from public.rate_limit_attempts where bucket = 'save_meal'`;
});

describe("a signed-in diner's saved meals", () => {
  it("saves a meal on the account in the browser's shape, and saving it again keeps one, now on top", async () => {
    const first = saved();
    const second = saved("2026-01-02T00:00:00.000Z", [2, 1]);
    await save(first);
    await save(second);
    const again = await save(first);
    expect(keys(again)).toEqual([first.key, second.key]);
    const { savedAt, ...rest } = again[0]!;
    expect(rest).toEqual({ ...first, savedAt: undefined, key: first.key });
    // Saved now, whatever time the browser said.
    expect(Date.now() - Date.parse(savedAt)).toBeLessThan(60_000);
    expect(savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("removes one and clears all, touching only the caller's", async () => {
    const [a, b] = [saved(), saved()];
    await save(a);
    await save(b);
    await save(a, ben);
    expect(keys(await call("remove_my_saved_meal", { meal_key: a.key }, ana))).toEqual([b.key]);
    expect(keys(await list(ben))).toEqual([a.key]);
    expect(await db.api.call("clear_my_saved_meals", {}, ana)).toEqual({ removed: 1 });
    expect(await list(ana)).toEqual([]);
    expect(keys(await list(ben))).toEqual([a.key]);
  });

  it("merges the browser's list: each key once, the copy saved last wins, newest first; twice changes nothing", async () => {
    const onAccount = saved("2026-01-05T00:00:00.000Z");
    await merge([onAccount]);
    const older = { ...onAccount, title: "Older title", savedAt: "2026-01-01T00:00:00.000Z" };
    const newer = saved("2026-01-03T00:00:00.000Z");
    const newest = saved("2026-01-09T00:00:00.000Z");
    const batch = [older, newer, newest, newest];
    const merged = await merge(batch);
    expect(keys(merged)).toEqual([newest.key, onAccount.key, newer.key]);
    expect(merged[1]!.title).toBe(onAccount.title);
    expect(merged.map((meal) => meal.savedAt)).toEqual([newest.savedAt, onAccount.savedAt, newer.savedAt]);
    expect(await merge(batch)).toEqual(merged);
    expect(await list()).toEqual(merged);
    const [count] = await db.sql`select count(*)::int as n from public.saved_meals where user_id = ${ANA}`;
    expect(count!.n).toBe(3);
  });

  it("keeps a time from the future as now", async () => {
    const [meal] = await merge([saved("2999-01-01T00:00:00.000Z")]);
    expect(Date.parse(meal!.savedAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  const good = saved();
  const BAD: [string, unknown][] = [
    ["not an object", "x"],
    ["a wrong kind", { ...good, kind: "snack" }],
    ["no title", { ...good, title: "" }],
    ["a link off the site", { ...good, href: "//evil.example.com/" }],
    ["an absolute link", { ...good, href: "https://evil.example.com/" }],
    ["no items", { ...good, items: [], key: "meal:" }],
    ["a quantity of 0", { ...good, items: [{ ...good.items[0], quantity: 0 }] }],
    ["a fractional quantity", { ...good, items: [{ ...good.items[0], quantity: 1.5 }] }],
    ["a value that is an object", { ...good, items: [{ ...good.items[0], protein: { g: 1 } }] }],
    ["a key that is not its items'", { ...good, key: "meal:other*1" }],
    ["a time that is a word", { ...good, savedAt: "yesterday" }],
    ["a time that is no date", { ...good, savedAt: "2026-02-30T00:00:00Z" }],
    ["a title of 1,001 characters", { ...good, title: "x".repeat(1001) }],
  ];

  it.each(BAD)("refuses a meal with %s (22023), in a save or a merge, storing nothing", async (_, meal) => {
    await expect(save(meal)).rejects.toMatchObject({ code: "22023" });
    await expect(merge([saved(), meal])).rejects.toMatchObject({ code: "22023" });
    // The server action's check refuses it too (so a merge leaves it in the browser rather than failing).
    expect(savedMealSchema.safeParse(meal).success).toBe(false);
    expect(savedMealSchema.safeParse(good).success).toBe(true);
    expect(await list()).toEqual([]);
  });

  it("refuses a meal over 32 KB and a merge of over 100 meals", async () => {
    await expect(save({ ...good, title: "x".repeat(40_000) })).rejects.toThrow(/at most 32 KB/);
    await expect(merge(Array.from({ length: 101 }, () => saved()))).rejects.toThrow(
      /At most 100 saved meals/,
    );
    expect(await list()).toEqual([]);
  });

  it(`keeps at most ${SAVED_MEALS_ACCOUNT_LIMIT} per account: a save past it is refused, a merge adds the newest that fit`, async () => {
    // Fill the account to one under the cap directly, then reach it through the API.
    await db.sql`insert into public.saved_meals (user_id, key, kind, meal, saved_at)
      select ${CAP}, 'meal:fill-' || n || '*1', 'meal',
        jsonb_build_object('key', 'meal:fill-' || n || '*1', 'kind', 'meal', 'title', 'Fill', 'href', '/',
          'items', jsonb_build_array(jsonb_build_object('id', 'fill-' || n, 'name', 'Fill', 'quantity', 1))),
        timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${SAVED_MEALS_ACCOUNT_LIMIT - 1}) n`;
    const last = saved();
    await save(last, cap);
    await expect(save(saved(), cap)).rejects.toMatchObject({
      code: "54000",
      message: expect.stringContaining(`You have ${SAVED_MEALS_ACCOUNT_LIMIT} saved meals`) as unknown,
    });
    // A meal already there is saved again (it takes no room).
    expect((await save(last, cap))[0]!.key).toBe(last.key);
    await call("remove_my_saved_meal", { meal_key: "meal:fill-1*1" }, cap);
    const [older, newer] = [saved("2026-02-01T00:00:00.000Z"), saved("2026-03-01T00:00:00.000Z")];
    const merged = await callPage(
      "merge_my_saved_meals",
      { meals_json: JSON.stringify([older, newer]) },
      cap,
    );
    expect(merged.total).toBe(SAVED_MEALS_ACCOUNT_LIMIT);
    expect(merged.kept).toEqual([newer.key]);
  });

  it(`lists ${SAVED_MEALS_PAGE_SIZE} a page, newest first, and says whether more follow`, async () => {
    const meals = Array.from({ length: SAVED_MEALS_PAGE_SIZE + 3 }, (_, i) =>
      saved(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    );
    const first = await callPage("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, ana);
    const newestFirst = keys([...meals].reverse());
    expect(first).toMatchObject({ page: 1, total: meals.length, more: true });
    expect(keys(first.meals)).toEqual(newestFirst.slice(0, SAVED_MEALS_PAGE_SIZE));
    expect(first.kept).toHaveLength(meals.length);
    const second = await callPage("list_my_saved_meals", { page_param: 2 }, ana);
    expect(second).toMatchObject({ page: 2, total: meals.length, more: false });
    expect(keys(second.meals)).toEqual(newestFirst.slice(SAVED_MEALS_PAGE_SIZE));
    for (const page of [0, 1001]) {
      await expect(callPage("list_my_saved_meals", { page_param: page }, ana)).rejects.toMatchObject({
        code: "22023",
      });
    }
  });
});

describe("the account's saved meals stay small to send and slow to churn", () => {
  it(`pages hold at most ${SAVED_MEALS_PAGE_BYTES / 1024} KB of meals, and every meal is on one page`, async () => {
    const meals = Array.from({ length: 12 }, (_, i) => {
      const meal = saved(new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString(), Array(50).fill(1));
      return {
        ...meal,
        items: meal.items.map((item) => ({ ...item, name: `${item.name} ${"x".repeat(250)}` })),
      };
    });
    expect(JSON.stringify(meals[0]).length).toBeGreaterThan(16 * 1024);
    await callPage("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, cap);
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const listed = await callPage("list_my_saved_meals", { page_param: page }, cap);
      expect(listed.meals.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(JSON.stringify(listed.meals))).toBeLessThanOrEqual(
        SAVED_MEALS_PAGE_BYTES + 4096,
      );
      seen.push(...keys(listed.meals));
      if (!listed.more) break;
    }
    expect(seen).toEqual(keys([...meals].reverse()));
  });

  it(`takes ${SAVED_MEALS_CHANGE_LIMIT} changes per account every 10 minutes, then says to wait`, async () => {
    await db.sql`delete from public.rate_limit_attempts where bucket = 'save_meal'`;
    const meal = saved();
    for (let i = 0; i < SAVED_MEALS_CHANGE_LIMIT; i += 1) await save(meal, ben);
    await expect(save(meal, ben)).rejects.toMatchObject({
      code: "PT429",
      message: "Too many saved meals changed at once. Please wait a few minutes and try again.",
    });
    expect(await list(ana)).toEqual([]);
    await expect(save(saved(), ana)).resolves.toHaveLength(1);
  });
});

describe("nobody else reaches a diner's saved meals", () => {
  it("another diner neither reads nor removes mine, through the API or the table", async () => {
    const mine = saved();
    await save(mine, ana);
    expect(await list(ben)).toEqual([]);
    await call("remove_my_saved_meal", { meal_key: mine.key }, ben);
    expect(await db.api.call("clear_my_saved_meals", {}, ben)).toEqual({ removed: 0 });
    expect(keys(await list(ana))).toEqual([mine.key]);
    // Row-level security: the table shows a signed-in diner their own rows only.
    const bens = { sub: BEN, role: "authenticated" };
    expect(await as("authenticated", bens, "select * from public.saved_meals")).toHaveLength(0);
    expect(
      await as("authenticated", { sub: ANA, role: "authenticated" }, "select * from public.saved_meals"),
    ).toHaveLength(1);
    for (const statement of [
      "delete from public.saved_meals",
      `update public.saved_meals set user_id = '${BEN}'`,
      `insert into public.saved_meals (user_id, key, kind, meal) select '${BEN}', key, kind, meal
         from public.saved_meals`,
    ]) {
      await expect(as("authenticated", bens, statement)).rejects.toThrow(/permission denied/);
    }
    expect(keys(await list(ana))).toEqual([mine.key]);
  });

  const CALLS = [
    "select public.list_my_saved_meals()",
    `select public.save_my_saved_meal('{}')`,
    "select public.merge_my_saved_meals('[]')",
    "select public.remove_my_saved_meal('meal:x*1')",
    "select public.clear_my_saved_meals()",
  ];

  it.each(CALLS)("the public is refused: %s", async (statement) => {
    await expect(as("anon", null, statement)).rejects.toThrow(/permission denied/);
    await expect(as("authenticated", { role: "authenticated" }, statement)).rejects.toThrow(
      /Sign in to keep saved meals on your account/,
    );
  });

  it("a forged role claim reads no one else's: the rows are the claimed user's alone", async () => {
    await save(saved(), ana);
    for (const claims of [
      { sub: BEN, role: "service_role" },
      { sub: BEN, role: "authenticated", app_metadata: { role: "service_role" } },
    ]) {
      expect(await as("authenticated", claims, "select public.list_my_saved_meals() as list")).toEqual([
        { list: { meals: [], page: 1, total: 0, more: false } },
      ]);
      expect(await as("authenticated", claims, "select * from public.saved_meals")).toHaveLength(0);
    }
  });

  it("anonymous callers of the API are refused, and the public cannot read the table", async () => {
    await expect(list(null)).rejects.toThrow(/permission denied/);
    await expect(save(saved(), null)).rejects.toThrow(/permission denied/);
    await expect(as("anon", null, "select * from public.saved_meals")).rejects.toThrow(/permission denied/);
  });

  it("the internal helpers are not the API's", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      const claims = role === "authenticated" ? { sub: BEN, role } : null;
      await expect(as(role, claims, `select public.store_saved_meals('${ANA}', '[]')`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(as(role, claims, "select public.saved_meal_checked('{}')")).rejects.toThrow(
        /permission denied/,
      );
    }
  });
});
