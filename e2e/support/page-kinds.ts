import type { APIRequestContext } from "@playwright/test";
import type postgres from "postgres";
import { sitemapPaths } from "./sitemap";

/** One page of each kind the site renders (each city, post and restaurant page of a kind shares its template). */
export async function pageKinds(sql: postgres.Sql, request: APIRequestContext): Promise<string[]> {
  const [restaurant] = await sql`select id from public.restaurants order by name limit 1`;
  const [meal] = await sql`select id from public.meals order by name limit 1`;
  const [post] =
    await sql`select slug from public.blog_posts where published order by created_at desc limit 1`;
  const brand = (await sitemapPaths(request)).find((path) => path.startsWith("/restaurant-nutrition/"));
  return [
    "/",
    "/search?q=Chicago",
    "/search?q=00000",
    "/request",
    `/request?restaurant=${restaurant!.id}`,
    "/cities",
    "/cities/tx",
    "/healthy-restaurants/new-york",
    "/high-protein-restaurants/new-york",
    "/high-protein-breakfast/new-york",
    "/lean-high-protein-breakfast/new-york",
    "/high-protein-breakfast",
    "/restaurants/high-protein",
    "/restaurants/lunch",
    "/restaurants/meal-type/breakfast",
    "/find-protein-meals",
    "/find-protein-meals?city=Chicago",
    brand ?? "/restaurant-nutrition-facts",
    "/restaurant-nutrition-facts",
    "/guides/high-protein-foods",
    "/guides/macro-counting-tips",
    "/guides/dietary-filters-explained",
    "/guides/understanding-nutrition",
    "/guides/healthy-dining-out",
    "/tools/meal-builder",
    "/tools/macro-calculator",
    "/tools/macro-calculator/results?protein=30&carbs=50&fat=20&calories=500&sugar=15&location=",
    "/sitemap",
    "/blog",
    `/blog/${post!.slug}`,
    "/login",
    "/account",
    `/request/correction?meal=${meal!.id}`,
    "/no-such-page",
  ];
}
