// The pages of the paged lists checked before they render, on a database of this file's own.
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { MENU_PAGE_ROWS } from "@/lib/restaurants/menu-categories";

jest.mock("next/cache", () => ({ revalidateTag: () => {}, unstable_cache: (read: () => unknown) => read }));

let db: TestDatabase;
let notFoundRewrite: typeof import("./known-slugs").notFoundRewrite;
let endBackend: typeof import("@/lib/backend/rpc").endBackend;
const saved = { ...process.env };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  ({ notFoundRewrite } = await import("./known-slugs"));
  ({ endBackend } = await import("@/lib/backend/rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env = saved;
  await db.drop();
});

const NOT_FOUND = "/_not-found-page";

it("lets a chain's menu categories and their pages through, and sends any other to the one not-found page", async () => {
  // A category of two pages (MENU_PAGE_ROWS items to a page), named as its page names it.
  const [menu] = await db.sql`select public.name_slug(r.name) as slug, m.category, count(*)::int as items
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where r.is_chain and m.category ~ '^[A-Za-z]+$'
    group by 1, 2 having count(*) between ${MENU_PAGE_ROWS + 1} and ${2 * MENU_PAGE_ROWS}
    order by 3 desc, 1 limit 1`;
  const path = `/restaurant-nutrition/${menu!.slug as string}/${(menu!.category as string).toLowerCase()}`;
  expect(await notFoundRewrite(path)).toBeNull();
  expect(await notFoundRewrite(`${path}/page/2`)).toBeNull();
  for (const missing of [
    `${path}/page/3`,
    `${path}/page/1`,
    `${path}/page/02`,
    `${path}/page/x`,
    `${path}-made-up`,
    `/restaurant-nutrition/${menu!.slug as string}/made-up-category`,
    "/restaurant-nutrition/no-such-chain/entrees",
  ]) {
    expect(await notFoundRewrite(missing)).toBe(NOT_FOUND);
  }
  expect(await notFoundRewrite(`/restaurant-nutrition/${menu!.slug as string}`)).toBeNull();
});

it("lets a state's later pages through up to its last", async () => {
  const [state] = await db.sql`select lower(state) as code, count(*)::int as cities from public.cities
    group by 1 order by 2 desc limit 1`;
  const pages = Math.ceil((state!.cities as number) / 300);
  expect(pages).toBeGreaterThan(1);
  expect(await notFoundRewrite(`/cities/${state!.code as string}/page/${pages}`)).toBeNull();
  expect(await notFoundRewrite(`/cities/${state!.code as string}/page/${pages + 1}`)).toBe(NOT_FOUND);
  expect(await notFoundRewrite("/cities/zz/page/2")).toBe(NOT_FOUND);
  expect(await notFoundRewrite(`/cities/${state!.code as string}`)).toBeNull();
});

it("lets the table of every menu's later pages through up to its last", async () => {
  const [menus] = await db.sql`select count(*)::int as n from public.menu_checks`;
  const pages = Math.ceil((menus!.n as number) / 50);
  expect(pages).toBeGreaterThan(1);
  expect(await notFoundRewrite(`/about/data/menus/page/${pages}`)).toBeNull();
  for (const missing of [
    `/about/data/menus/page/${pages + 1}`,
    "/about/data/menus/page/1",
    "/about/data/menus/page/x",
  ]) {
    expect(await notFoundRewrite(missing)).toBe(NOT_FOUND);
  }
  expect(await notFoundRewrite("/about/data/menus")).toBeNull();
});
