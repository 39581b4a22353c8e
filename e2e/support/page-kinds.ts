import type { APIRequestContext } from "@playwright/test";
import type postgres from "postgres";
import { sitemapPaths } from "./sitemap";

type Lookup = (sql: postgres.Sql, request: APIRequestContext) => Promise<string>;

/** A kind of page the site renders and how to find one page of it (each city, post and restaurant page of a kind
 * shares its template). */
export type PageKind = { kind: string; path: Lookup | string };

const firstRestaurant: Lookup = async (sql) => {
  const [restaurant] = await sql`select id from public.restaurants order by name limit 1`;
  return `/request?restaurant=${restaurant!.id}`;
};
const firstMeal: Lookup = async (sql) => {
  const [meal] = await sql`select id from public.meals order by name limit 1`;
  return `/request/correction?meal=${meal!.id}`;
};
const newestPost: Lookup = async (sql) => {
  const [post] =
    await sql`select slug from public.blog_posts where published order by created_at desc limit 1`;
  return `/blog/${post!.slug}`;
};
const firstBrand: Lookup = async (_sql, request) =>
  (await sitemapPaths(request)).find((path) => path.startsWith("/restaurant-nutrition/")) ??
  "/restaurant-nutrition-facts";

const sitemapPath =
  (pattern: RegExp, fallback: string): Lookup =>
  async (_sql, request) =>
    (await sitemapPaths(request)).find((path) => pattern.test(path)) ?? fallback;
const menuCategory = sitemapPath(/^\/restaurant-nutrition\/[^/]+\/[^/]+$/, "/restaurant-nutrition-facts");
const menuCategoryLaterPage = sitemapPath(
  /^\/restaurant-nutrition\/[^/]+\/[^/]+\/page\/2$/,
  "/restaurant-nutrition-facts",
);

export const PAGE_KINDS: PageKind[] = [
  { kind: "home", path: "/" },
  { kind: "search results", path: "/search?q=Chicago" },
  { kind: "search without results", path: "/search?q=00000" },
  { kind: "request form", path: "/request" },
  { kind: "meal request for a restaurant", path: firstRestaurant },
  { kind: "cities", path: "/cities" },
  { kind: "a state's cities", path: "/cities/tx" },
  { kind: "a state's later page of cities", path: "/cities/tx/page/2" },
  { kind: "city", path: "/healthy-restaurants/new-york" },
  { kind: "city's high-protein restaurants", path: "/high-protein-restaurants/new-york" },
  { kind: "city's high-protein breakfast", path: "/high-protein-breakfast/new-york" },
  { kind: "city's lean breakfast", path: "/lean-high-protein-breakfast/new-york" },
  { kind: "high-protein breakfast", path: "/high-protein-breakfast" },
  { kind: "listing", path: "/restaurants/high-protein" },
  { kind: "meal-type listing", path: "/restaurants/lunch" },
  { kind: "a listing's later page", path: "/restaurants/lunch/page/2" },
  { kind: "meal type", path: "/restaurants/meal-type/breakfast" },
  { kind: "find protein meals", path: "/find-protein-meals" },
  { kind: "find protein meals in a city", path: "/find-protein-meals?city=Chicago" },
  { kind: "brand nutrition", path: firstBrand },
  { kind: "a menu category", path: menuCategory },
  { kind: "a menu category's later page", path: menuCategoryLaterPage },
  { kind: "nutrition facts", path: "/restaurant-nutrition-facts" },
  { kind: "guide: high-protein foods", path: "/guides/high-protein-foods" },
  { kind: "guide: macro counting tips", path: "/guides/macro-counting-tips" },
  { kind: "guide: dietary filters", path: "/guides/dietary-filters-explained" },
  { kind: "guide: understanding nutrition", path: "/guides/understanding-nutrition" },
  { kind: "guide: healthy dining out", path: "/guides/healthy-dining-out" },
  { kind: "meal builder", path: "/tools/meal-builder" },
  { kind: "macro calculator", path: "/tools/macro-calculator" },
  {
    kind: "macro calculator results",
    path: "/tools/macro-calculator/results?protein=30&carbs=50&fat=20&calories=500&sugar=15&location=",
  },
  { kind: "sitemap", path: "/sitemap" },
  { kind: "each menu's source and date", path: "/about/data/menus" },
  { kind: "blog", path: "/blog" },
  { kind: "blog post", path: newestPost },
  { kind: "login", path: "/login" },
  { kind: "account", path: "/account" },
  { kind: "password reset", path: "/account/reset-password?token=not-a-token" },
  { kind: "email confirmation", path: "/account/verify-email?token=not-a-token" },
  { kind: "correction request", path: firstMeal },
  { kind: "not found", path: "/no-such-page" },
];

/** The path of one page of this kind. */
export async function pageKindPath(
  kind: PageKind,
  sql: postgres.Sql,
  request: APIRequestContext,
): Promise<string> {
  return typeof kind.path === "string" ? kind.path : kind.path(sql, request);
}

/** One page of each kind. */
export async function pageKinds(sql: postgres.Sql, request: APIRequestContext): Promise<string[]> {
  return Promise.all(PAGE_KINDS.map((kind) => pageKindPath(kind, sql, request)));
}
