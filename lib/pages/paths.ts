// Every internal address of the site, built in one place. With `typedRoutes` (next.config.ts) each function's
// return type is a route Next knows, so a `<Link href>` built here, or written as a literal, that names no page
// fails the type check. A city's URL segment is always `city.id` (the SQL makes a city's id its slug).
import type { Route } from "next";
import type { GuideSlug } from "@/lib/guides/guide-slug";
import type { ListingPath } from "@/lib/listings/rules";
import { nameSlug } from "@/lib/listings/slug";
import type { ToolTab } from "@/lib/macro-calculator/tools";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { MealType } from "@/lib/restaurants/schema";

/** The four city page kinds (docs/product.md#city-page-kinds), each at /{kind}/{city id}. */
export const CITY_PAGE_KINDS = [
  "healthy-restaurants",
  "high-protein-restaurants",
  "high-protein-breakfast",
  "lean-high-protein-breakfast",
] as const;
export type CityPageKind = (typeof CITY_PAGE_KINDS)[number];

/** The pages at one fixed address. */
export const PATHS = {
  home: "/",
  search: "/search",
  calculatorResults: "/tools/macro-calculator/results",
  cities: "/cities",
  breakfastCities: "/high-protein-breakfast",
  blog: "/blog",
  blogRss: "/blog/rss.xml",
  request: "/request",
  login: "/login",
  account: "/account",
  verifyEmail: "/account/verify-email",
  resetPassword: "/account/reset-password",
  review: "/review",
  sitemap: "/sitemap",
  finder: "/find-protein-meals",
  nutritionFacts: "/restaurant-nutrition-facts",
  aboutData: "/about/data",
  aboutMenus: "/about/data/menus",
  developers: "/developers",
  myMeals: "/my-meals",
} as const satisfies Record<string, Route>;

/** A city's page of one kind; `healthy-restaurants` is the city's overview. */
export const cityPagePath = <K extends CityPageKind>(kind: K, cityId: string) =>
  `/${kind}/${cityId}` as const;

export const cityOverviewPath = (cityId: string) => cityPagePath("healthy-restaurants", cityId);

/** Every city of one state, by its two-letter code in lower case. */
export const stateCitiesPath = (state: string) => `/cities/${state.toLowerCase()}` as const;

/** A restaurant brand's nutrition page, by the brand's slug. */
export const brandNutritionPath = (slug: string) => `/restaurant-nutrition/${slug}` as const;

/** One category of a brand's menu (lib/restaurants/menu-categories.ts); its later pages are under /page/{n}. */
export const menuCategoryPath = (slug: string, category: string) =>
  `${brandNutritionPath(slug)}/${category}` as const;

/** A restaurant brand's nutrition page, by the restaurant's name (its slug mirrors SQL's public.name_slug). */
export const restaurantNutritionPath = (name: string) => brandNutritionPath(nameSlug(name));

export const listingPath = (listing: ListingPath) => `/restaurants/${listing}` as const;

export const mealTypePath = (mealType: MealType) => `/restaurants/meal-type/${mealType}` as const;

export const blogPostPath = (slug: string) => `/blog/${slug}` as const;

/** 'Report a wrong number' on one meal. */
export const correctionPath = (mealId: string) =>
  `/request/correction?meal=${encodeURIComponent(mealId)}` as const;

/** A submission's receipt: its status, for whoever holds the link. */
export const receiptPath = (token: string) => `/request/status/${token}` as const;

export const guidePath = (slug: GuideSlug) => `/guides/${slug}` as const;

export const toolPath = (tool: ToolTab) => `/tools/${tool}` as const;

/** The search page's results for a city chosen by its id (a popular or recent city, before JavaScript runs). */
export const citySearchHref = (cityId: string, page = 1) =>
  `${PATHS.search}?city=${encodeURIComponent(cityId)}${page > 1 ? `&page=${page}` : ""}` as const;

/** The search page's results for a typed search; its later pages with `page` (from 2). */
export const textSearchHref = (term: string, page = 1) =>
  `${PATHS.search}?q=${encodeURIComponent(term)}${page > 1 ? `&page=${page}` : ""}` as const;

/** The finder's results for a city, or the finder itself for an empty city. */
export const finderPath = (city: string) =>
  city ? (`${PATHS.finder}?city=${encodeURIComponent(city)}` as const) : PATHS.finder;

/** The request form on one of its tabs. */
export const requestTabPath = (tab: "restaurant" | "city") => `${PATHS.request}?tab=${tab}` as const;

/** The request form opened for one restaurant: its restaurant choice is locked to it. */
export const mealRequestPath = (restaurantId: string) =>
  `${PATHS.request}?${new URLSearchParams({ restaurant: restaurantId }).toString()}` as const;

/**
 * The dialog's URL state: `?restaurant=<id>&meal=<id>` on the current page (see RestaurantDialogFromUrl). A page
 * read in protein-per-calorie order keeps its `sort`, which the dialog's list follows too.
 */
export function restaurantDialogHref(
  restaurantId: string,
  mealId?: string | null,
  sort?: MealSort,
  /** The page's own query, kept (the search page's `q=`). */
  pageQuery = "",
) {
  const params = new URLSearchParams(pageQuery);
  if (sort === "protein-per-calorie") params.set("sort", sort);
  params.set("restaurant", restaurantId);
  if (mealId) params.set("meal", mealId);
  return `?${params.toString()}` as const;
}

/** The area whose locations of a restaurant a list shows: a city (by id) or the 25 miles around a ZIP code. */
export type LocationArea = { city: string } | { zip: string };

/** Any address this module builds: what a table of links or a breadcrumb holds. */
export type SitePath =
  | Route
  | ReturnType<
      | typeof cityPagePath
      | typeof brandNutritionPath
      | typeof menuCategoryPath
      | typeof listingPath
      | typeof mealTypePath
      | typeof blogPostPath
      | typeof guidePath
      | typeof toolPath
    >;
