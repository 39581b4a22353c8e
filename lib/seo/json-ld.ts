import { summarizeProvenance } from "@/lib/nutrition/provenance";
import type { Meal } from "@/lib/restaurants/schema";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site/config";
import { absoluteUrl } from "@/lib/site/structured-data";
import { safeHttpUrl } from "@/lib/site/safe-url";
import { knownMacro } from "@/lib/nutrition/macro-value";
import type { SitePath } from "@/lib/pages/paths";

// schema.org structured data for search engines; every URL is absolute, from the one base URL setting.
type Thing = Record<string, unknown>;
export type Crumb = { name: string; path: SitePath };

export function breadcrumbList(crumbs: Crumb[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function restaurantItemList(
  name: string,
  restaurants: { name: string; path: string; address?: string | null }[],
  /** The first one's position in the whole list, for a later page of it. */
  firstPosition = 1,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: restaurants.length,
    itemListElement: restaurants.map((restaurant, index) => ({
      "@type": "ListItem",
      position: index + firstPosition,
      item: {
        "@type": "Restaurant",
        name: restaurant.name,
        url: absoluteUrl(restaurant.path),
        ...(restaurant.address ? { address: restaurant.address } : {}),
      },
    })),
  };
}

// A value the menu does not give is left out, never stated as 0.
const grams = (value: string | null, number: number) =>
  knownMacro(value) === null ? undefined : `${number} g`;

function nutrition(meal: Meal): Thing {
  const facts: Thing = {
    "@type": "NutritionInformation",
    calories: knownMacro(meal.calories) === null ? undefined : `${meal.calories_kcal} calories`,
    proteinContent: grams(meal.protein, meal.protein_g),
    carbohydrateContent: grams(meal.carbs, meal.carbs_g),
    fatContent: grams(meal.fat, meal.fat_g),
    sugarContent: grams(meal.sugar, meal.sugar_g),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/**
 * Where a menu's nutrition values come from, as schema.org allows it: a Menu is a CreativeWork, which can be
 * based on other works (each recorded source as a Dataset with its link and the period its values cover).
 * Nutrition facts and menu items themselves have no such property. Nothing when no source is recorded.
 */
function menuSources(meals: Meal[]): Thing {
  const { sources } = summarizeProvenance(meals);
  if (sources.length === 0) return {};
  return {
    isBasedOn: sources.map((source) => ({
      "@type": "Dataset",
      name: source.name,
      ...(source.url ? { url: source.url } : {}),
      ...(source.asOf ? { temporalCoverage: source.asOf } : {}),
    })),
  };
}

// An item's name and nutrition; its description is in the page's own text, and leaving it out here keeps a page of a
// menu within the HTML budget (lib/restaurants/menu-categories.ts).
const menuItem = (meal: Meal): Thing => ({
  "@type": "MenuItem",
  name: meal.name,
  nutrition: nutrition(meal),
});

/**
 * A restaurant and its menu. With `sections` (the menu's categories, each on a page of its own) the menu lists them,
 * each with its address and the items given for it (a category's page gives its own); else every meal as an item.
 */
export function restaurantWithMenu(restaurant: {
  name: string;
  path: string;
  description: string | null;
  website: string | null;
  addresses: string[];
  meals: Meal[];
  sections?: { name: string; path: string; meals: Meal[] }[];
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: restaurant.name,
    url: absoluteUrl(restaurant.path),
    ...(restaurant.description ? { description: restaurant.description } : {}),
    ...(safeHttpUrl(restaurant.website) ? { sameAs: safeHttpUrl(restaurant.website)! } : {}),
    ...(restaurant.addresses.length ? { address: restaurant.addresses } : {}),
    hasMenu: {
      "@type": "Menu",
      name: `${restaurant.name} menu`,
      ...menuSources(restaurant.meals),
      ...(restaurant.sections
        ? {
            hasMenuSection: restaurant.sections.map((section) => ({
              "@type": "MenuSection",
              name: section.name,
              url: absoluteUrl(section.path),
              ...(section.meals.length ? { hasMenuItem: section.meals.map(menuItem) } : {}),
            })),
          }
        : { hasMenuItem: restaurant.meals.map(menuItem) }),
    },
  };
}

export function webSiteWithSearch(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl("/"),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl("/find-protein-meals")}?city={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A page of the site that is an interactive tool or form, for pages with no richer schema.org type. */
export function webPage(page: { name: string; description: string; path: string; type?: string }): Thing {
  return {
    "@context": "https://schema.org",
    "@type": page.type ?? "WebPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl("/") },
  };
}
