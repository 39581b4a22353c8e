import "server-only";
import { listBlogPosts } from "@/lib/blog/queries";
import { listCities } from "@/lib/cities/queries";
import { listBrands } from "@/lib/listings/queries";
import { LISTING_PATHS, LISTINGS } from "@/lib/listings/rules";
import { MEAL_TYPE_PAGES } from "@/lib/listings/meal-type-pages";
import { MEAL_TYPES } from "@/lib/restaurants/schema";

// The site's pages for people (/sitemap) and for crawlers (/sitemap.xml), from one list so the two never drift.
type SiteLink = { label: string; path: string; lastModified?: string };
export type SiteGroup = { title: string; links: SiteLink[] };

const MAIN_PAGES: SiteLink[] = [
  { label: "Home", path: "/" },
  { label: "All Cities", path: "/cities" },
  { label: "Blog", path: "/blog" },
  { label: "Suggest a Meal, Restaurant or City", path: "/request" },
];

const TOOLS_AND_GUIDES: SiteLink[] = [
  { label: "Meal Builder", path: "/tools/meal-builder" },
  { label: "Macro Calculator", path: "/tools/macro-calculator" },
  { label: "Find Protein Meals", path: "/find-protein-meals" },
  { label: "Restaurant Nutrition Facts", path: "/restaurant-nutrition-facts" },
  { label: "Where Our Numbers Come From", path: "/about/data" },
  { label: "High Protein Foods", path: "/guides/high-protein-foods" },
  { label: "Understanding Nutrition", path: "/guides/understanding-nutrition" },
  { label: "Healthy Dining Out", path: "/guides/healthy-dining-out" },
  { label: "Macro Tracking Tips", path: "/guides/macro-counting-tips" },
  { label: "Dietary Restriction Filters", path: "/guides/dietary-filters-explained" },
];

const listingLinks = (): SiteLink[] =>
  LISTING_PATHS.map((path) => ({ label: LISTINGS[path].title, path: `/restaurants/${path}` }));

const mealTypeLinks = (): SiteLink[] => [
  ...MEAL_TYPES.map((type) => ({
    label: MEAL_TYPE_PAGES[type].title,
    path: `/restaurants/meal-type/${type}`,
  })),
  { label: "High Protein Breakfast by City", path: "/high-protein-breakfast" },
];

/** Every group of the human sitemap, in the order of docs/product.md#sitemap. */
export async function siteGroups(): Promise<SiteGroup[]> {
  const [cities, posts, brands] = await Promise.all([listCities(), listBlogPosts(), listBrands()]);
  const perCity = (title: string, prefix: string, label: (name: string) => string): SiteGroup => ({
    title,
    links: cities.map((city) => ({
      label: label(city.name),
      path: `${prefix}/${city.slug}`,
      lastModified: city.updated_at,
    })),
  });
  return [
    { title: "Main Pages", links: MAIN_PAGES },
    { title: "Tools & Guides", links: TOOLS_AND_GUIDES },
    { title: "Meal Types", links: mealTypeLinks() },
    { title: "Restaurant Lists", links: listingLinks() },
    perCity("City Restaurants", "/healthy-restaurants", (name) => `Healthy Restaurants in ${name}`),
    perCity("High Protein", "/high-protein-restaurants", (name) => `High Protein Restaurants in ${name}`),
    perCity(
      "High Protein Breakfast",
      "/high-protein-breakfast",
      (name) => `High Protein Breakfast in ${name}`,
    ),
    perCity(
      "Lean High Protein Breakfast",
      "/lean-high-protein-breakfast",
      (name) => `Lean High Protein Breakfast in ${name}`,
    ),
    {
      title: "Restaurant Nutrition",
      links: brands.map((b) => ({
        label: `${b.name} Nutrition Facts`,
        path: `/restaurant-nutrition/${b.slug}`,
        lastModified: b.updated_at,
      })),
    },
    {
      title: "Blog Posts",
      links: posts.map((p) => ({ label: p.title, path: `/blog/${p.slug}`, lastModified: p.updated_at })),
    },
  ];
}
