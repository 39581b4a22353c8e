import "server-only";
import { listBlogPosts } from "@/lib/blog/queries";
import { siteUrl } from "@/lib/env";
import { indexableCities, largestCities, listStates } from "@/lib/cities/city-lists";
import { stateName } from "@/lib/cities/states";
import { STATE_PAGE_CITIES } from "@/lib/cities/constants";
import { getRestaurantNutrition, listBrands, listBrandsByRule } from "@/lib/listings/queries";
import { LISTING_PAGE_BRANDS, LISTING_PATHS, LISTINGS } from "@/lib/listings/rules";
import { MENU_PAGE_ROWS, menuCategories } from "@/lib/restaurants/menu-categories";
import { MEAL_TYPE_PAGES } from "@/lib/listings/meal-type-pages";
import { MENU_CHECKS_PAGE_ROWS } from "@/lib/nutrition/menu-checks";
import { listMenuChecks } from "@/lib/nutrition/queries";
import { MEAL_TYPES } from "@/lib/restaurants/schema";
import {
  blogPostPath,
  brandNutritionPath,
  cityPagePath,
  guidePath,
  listingPath,
  mealTypePath,
  menuCategoryPath,
  PATHS,
  stateCitiesPath,
  toolPath,
  type CityPageKind,
  type SitePath,
} from "./paths";
import { laterPages, pageCount, pagedTitle, pagePath } from "@/lib/site/pagination";
import type { SitemapEntry } from "@/lib/site/sitemap-parts";

// The site's pages for people (/sitemap) and for crawlers (/sitemap.xml), from one list so the two never drift.
// `personal`: a page of the visitor's own (kept in their browser, noindex), listed for people, not for crawlers.
type SiteLink = { label: string; path: SitePath; lastModified?: string; personal?: boolean };
export type SiteGroup = { title: string; links: SiteLink[] };

const MAIN_PAGES: SiteLink[] = [
  { label: "Home", path: PATHS.home },
  { label: "All Cities", path: PATHS.cities },
  { label: "Blog", path: PATHS.blog },
  { label: "Suggest a Meal, Restaurant or City", path: PATHS.request },
];

const TOOLS_AND_GUIDES: SiteLink[] = [
  { label: "Meal Builder", path: toolPath("meal-builder") },
  { label: "Macro Calculator", path: toolPath("macro-calculator") },
  { label: "My Saved Meals", path: PATHS.myMeals, personal: true },
  { label: "Find Protein Meals", path: PATHS.finder },
  { label: "Restaurant Nutrition Facts", path: PATHS.nutritionFacts },
  { label: "Where Our Numbers Come From", path: PATHS.aboutData },
  { label: "Each Menu's Source and Date", path: PATHS.aboutMenus },
  { label: "High Protein Foods", path: guidePath("high-protein-foods") },
  { label: "Understanding Nutrition", path: guidePath("understanding-nutrition") },
  { label: "Healthy Dining Out", path: guidePath("healthy-dining-out") },
  { label: "Macro Tracking Tips", path: guidePath("macro-counting-tips") },
  { label: "Dietary Restriction Filters", path: guidePath("dietary-filters-explained") },
];

const listingLinks = (): SiteLink[] =>
  LISTING_PATHS.map((path) => ({ label: LISTINGS[path].title, path: listingPath(path) }));

/** The later pages of the table of every menu (/about/data/menus), for sitemap.xml. */
async function menuTableLaterPageLinks(): Promise<SiteLink[]> {
  const menus = (await listMenuChecks()).length;
  return laterPages(menus, MENU_CHECKS_PAGE_ROWS).map((page) => ({
    label: pagedTitle("Each Menu's Source and Date", page),
    path: pagePath(PATHS.aboutMenus, page),
  }));
}

/** The later pages of each listing (lib/site/pagination.ts), for sitemap.xml. */
async function listingLaterPageLinks(): Promise<SiteLink[]> {
  const counts = await Promise.all(
    LISTING_PATHS.map(async (path) => (await listBrandsByRule(LISTINGS[path].rule)).length),
  );
  return LISTING_PATHS.flatMap((path, index) =>
    laterPages(counts[index]!, LISTING_PAGE_BRANDS).map((page) => ({
      label: pagedTitle(LISTINGS[path].title, page),
      path: pagePath(listingPath(path), page),
    })),
  );
}

/** Every page of every chain's menu by category, for sitemap.xml. */
async function menuCategoryLinks(brands: { slug: string; name: string }[]): Promise<SiteLink[]> {
  const menus = await Promise.all(brands.map((brand) => getRestaurantNutrition(brand.slug)));
  return menus.flatMap((menu) =>
    menu
      ? menuCategories(menu.meals).flatMap((category) => {
          const path = menuCategoryPath(menu.slug, category.slug);
          const pages = pageCount(category.rows.length, MENU_PAGE_ROWS);
          return Array.from({ length: pages }, (_, index) => ({
            label: pagedTitle(`${menu.name} ${category.title} Nutrition Facts`, index + 1),
            path: pagePath(path, index + 1),
            lastModified: menu.updated_at,
          }));
        })
      : [],
  );
}

const mealTypeLinks = (): SiteLink[] => [
  ...MEAL_TYPES.map((type) => ({
    label: MEAL_TYPE_PAGES[type].title,
    path: mealTypePath(type),
  })),
  { label: "High Protein Breakfast by City", path: PATHS.breakfastCities },
];

/**
 * Every group of the site map, in the order of docs/product.md#sitemap. `cities`: the cities listed per city group,
 * every indexable one for sitemap.xml; the human sitemap lists the largest and links every state's cities.
 */
export async function siteGroups(scope: "all" | "largest" = "largest"): Promise<SiteGroup[]> {
  const [cities, states, posts, brands] = await Promise.all([
    scope === "all" ? indexableCities() : largestCities(),
    listStates(),
    listBlogPosts(),
    listBrands(),
  ]);
  // The later pages of the paged lists and the chains' menus by category are for crawlers: the human sitemap
  // reaches them through the pages that link them.
  const [listingPages, menuPages, menuTablePages] =
    scope === "all"
      ? await Promise.all([listingLaterPageLinks(), menuCategoryLinks(brands), menuTableLaterPageLinks()])
      : [[], [], []];
  const stateLinks = (state: string, cityCount: number): SiteLink[] => {
    const label = `Cities in ${stateName(state) ?? state}`;
    const later = scope === "all" ? laterPages(cityCount, STATE_PAGE_CITIES) : [];
    return [
      { label, path: stateCitiesPath(state) },
      ...later.map((page) => ({
        label: pagedTitle(label, page),
        path: pagePath(stateCitiesPath(state), page),
      })),
    ];
  };
  const perCity = (title: string, kind: CityPageKind, label: (name: string) => string): SiteGroup => ({
    title,
    links: cities.map((city) => ({
      label: label(city.name),
      path: cityPagePath(kind, city.id),
      lastModified: city.updated_at,
    })),
  });
  return [
    { title: "Main Pages", links: MAIN_PAGES },
    { title: "Tools & Guides", links: [...TOOLS_AND_GUIDES, ...menuTablePages] },
    { title: "Meal Types", links: mealTypeLinks() },
    { title: "Restaurant Lists", links: [...listingLinks(), ...listingPages] },
    {
      title: "Cities by State",
      links: states.flatMap(({ state, cityCount }) => stateLinks(state, cityCount)),
    },
    perCity("City Restaurants", "healthy-restaurants", (name) => `Healthy Restaurants in ${name}`),
    perCity("High Protein", "high-protein-restaurants", (name) => `High Protein Restaurants in ${name}`),
    perCity(
      "High Protein Breakfast",
      "high-protein-breakfast",
      (name) => `High Protein Breakfast in ${name}`,
    ),
    perCity(
      "Lean High Protein Breakfast",
      "lean-high-protein-breakfast",
      (name) => `Lean High Protein Breakfast in ${name}`,
    ),
    {
      title: "Restaurant Nutrition",
      links: brands.map((b) => ({
        label: `${b.name} Nutrition Facts`,
        path: brandNutritionPath(b.slug),
        lastModified: b.updated_at,
      })),
    },
    ...(menuPages.length > 0 ? [{ title: "Restaurant Menus by Category", links: menuPages }] : []),
    {
      title: "Blog Posts",
      links: posts.map((p) => ({ label: p.title, path: blogPostPath(p.slug), lastModified: p.updated_at })),
    },
  ];
}

/**
 * Every indexable page once for the crawlers' sitemap (a city's pages when it has enough restaurants), with lastmod
 * from the data where the page has one. lib/site/sitemap-parts.ts cuts them into files.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const groups = await siteGroups("all");
  const seen = new Set<string>();
  // The human sitemap does not list itself, but it is a page worth indexing.
  return [...groups.flatMap((group) => group.links), { label: "Sitemap", path: PATHS.sitemap }]
    .filter((link) => !link.personal && !seen.has(link.path) && seen.add(link.path))
    .map((link) => ({
      url: `${siteUrl}${link.path}`,
      ...(link.lastModified ? { lastModified: new Date(link.lastModified) } : {}),
    }));
}
