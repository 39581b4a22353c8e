// The site's links in one place: header, mobile bottom bar and footer (docs/product.md#navigation).
import { cityOverviewPath, guidePath, listingPath, PATHS, toolPath, type SitePath } from "./paths";

export type NavLink = { href: SitePath; label: string };

/** Desktop header links, after the logo's home link. */
export const HEADER_LINKS: NavLink[] = [
  { href: PATHS.cities, label: "Healthy Restaurants" },
  { href: toolPath("macro-calculator"), label: "Macro Calculator" },
  { href: PATHS.finder, label: "Find Protein Meals" },
];

export type MobileNavIcon = "home" | "explore" | "calculator" | "guide" | "suggest";

export type MobileNavItem = NavLink & {
  icon: MobileNavIcon;
  /** Paths (besides href) that count as this item: the pages an alias redirects to and their neighbours. */
  matches: string[];
};

/** The mobile bottom bar. `/meal-builder` and `/nutrition-guide` are the spec's aliases of the tool and guide pages. */
export const MOBILE_NAV: MobileNavItem[] = [
  { href: PATHS.home, label: "Home", icon: "home", matches: [] },
  {
    href: PATHS.cities,
    label: "Explore",
    icon: "explore",
    matches: [
      "/healthy-restaurants",
      "/high-protein-restaurants",
      "/high-protein-breakfast",
      "/lean-high-protein-breakfast",
      "/restaurants",
      "/restaurant-nutrition",
      "/find-protein-meals",
    ],
  },
  { href: "/meal-builder", label: "Calculator", icon: "calculator", matches: ["/tools"] },
  { href: "/nutrition-guide", label: "Guide", icon: "guide", matches: ["/guides", "/blog"] },
  { href: PATHS.request, label: "Suggest", icon: "suggest", matches: [] },
];

function within(pathname: string, base: string) {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The mobile bar item for the current path, if any: the one marked with aria-current. */
export function activeMobileNavHref(pathname: string): string | null {
  const path = (pathname.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  if (path === "/") return "/";
  const item = MOBILE_NAV.find(
    (entry) => entry.href !== "/" && [entry.href, ...entry.matches].some((base) => within(path, base)),
  );
  return item?.href ?? null;
}

export type FooterGroup = { title: string; links: NavLink[] };

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: "Navigate",
    links: [
      { href: PATHS.home, label: "Home" },
      { href: PATHS.cities, label: "Healthy Restaurants" },
      { href: PATHS.finder, label: "Find Protein Meals" },
      { href: PATHS.request, label: "Suggest a Meal or Restaurant" },
      { href: PATHS.sitemap, label: "Sitemap" },
    ],
  },
  {
    title: "Tools & Guides",
    links: [
      { href: toolPath("meal-builder"), label: "Meal Builder" },
      { href: toolPath("macro-calculator"), label: "Macro Calculator" },
      { href: PATHS.myMeals, label: "My Saved Meals" },
      { href: guidePath("understanding-nutrition"), label: "Nutrition Guide" },
      { href: guidePath("macro-counting-tips"), label: "Macro Tracking Tips" },
      { href: guidePath("healthy-dining-out"), label: "Healthy Dining Guide" },
      { href: guidePath("dietary-filters-explained"), label: "Dietary Filters Explained" },
      { href: guidePath("high-protein-foods"), label: "High-Protein Foods" },
    ],
  },
  {
    title: "Resources",
    links: [
      { href: PATHS.blog, label: "The Healthy Plate Blog" },
      { href: PATHS.blogRss, label: "RSS Feed" },
      { href: PATHS.nutritionFacts, label: "Restaurant Nutrition Facts" },
      { href: PATHS.aboutData, label: "Where Our Numbers Come From" },
      { href: listingPath("high-protein"), label: "High-Protein Restaurants" },
      { href: cityOverviewPath("new-york"), label: "Healthy Restaurants in New York" },
      { href: cityOverviewPath("los-angeles"), label: "Healthy Restaurants in Los Angeles" },
      { href: cityOverviewPath("chicago"), label: "Healthy Restaurants in Chicago" },
    ],
  },
];

export const NUTRITION_DISCLAIMER =
  "Nutrition information is estimated and should be verified with the restaurant, especially for allergies.";
