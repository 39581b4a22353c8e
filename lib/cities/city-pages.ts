import "server-only";
import type { Metadata } from "next";
import {
  BREAKFAST_PROTEIN_MIN_G,
  HIGH_PROTEIN_PAGE_MIN_G,
  LEAN_BREAKFAST_FAT_MAX_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
  LEAN_BREAKFAST_SUGAR_MAX_G,
} from "@/lib/nutrition/thresholds";
import {
  listCityRestaurants,
  listHighProteinBreakfastRestaurants,
  listHighProteinRestaurants,
  listLeanHighProteinBreakfastRestaurants,
} from "@/lib/restaurants/queries";
import type { Restaurant } from "@/lib/restaurants/schema";
import { highProteinLowCalorieMeals } from "@/lib/nutrition/city-meals";
import { formatMacro } from "@/lib/nutrition/macro-value";
import type { Crumb } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { cityCrumbs, type CityParams } from "./city-page";
import { cityLabel } from "./label";
import { isIndexableCity } from "./city-lists";
import { getCity } from "./queries";
import type { City } from "./schema";
import { cityOverviewPath, cityPagePath, type CityPageKind } from "@/lib/pages/paths";

/** The hero's sentence in pieces: each value is a text of its own, as `{value}` is in JSX. */
type Sentence = (string | number)[];

type CityPageRow = {
  /**
   * The page's name: its h1 is `{name} in {city}` (with `, {state}` when another city has the name), its title
   * `{name} in {city}, {state}`, its crumb `{name}`.
   */
  name: string;
  /** The restaurants the page lists, read by city id. */
  query: (cityId: string) => Promise<Restaurant[]>;
  /** What the list is, for the server log when it cannot be read: `Could not load {list} for {city id}`. */
  list: string;
  /** The notice shown when the list cannot be read (docs/product.md#city-page-errors). */
  errorMessage: (city: City) => string;
  description: (city: City) => string;
} & (
  | {
      /** The city overview: the city's own description, its other pages, the meal section and every restaurant. */
      layout: "overview";
    }
  | {
      /** A focused page: a badge, the rule in words, then the count of restaurants that passed it and the list. */
      layout: "focused";
      /** The page this one is a part of, named in the breadcrumb between the city and this page. */
      parent?: CityPageKind;
      badge: string;
      intro: (city: City) => Sentence;
      /** The results heading after the count: `{n} restaurants {heading}`. */
      heading: string;
      /** The list's own order, as its sort control names it (the other is protein per calorie). */
      orderLabel: string;
      emptyText: (city: City) => string;
      /** A notice linking to the leaner page of the same city. */
      leanerPage?: CityPageKind;
    }
);

const LEAN_RULE = `over ${LEAN_BREAKFAST_PROTEIN_MIN_G} g of protein with under ${LEAN_BREAKFAST_FAT_MAX_G} g of fat or under ${LEAN_BREAKFAST_SUGAR_MAX_G} g of sugar`;

/** What differs between the four kinds; components/cities/city-page.tsx renders them. */
export const CITY_PAGES: Record<CityPageKind, CityPageRow> = {
  "healthy-restaurants": {
    layout: "overview",
    name: "Healthy Restaurants",
    query: listCityRestaurants,
    list: "restaurants",
    errorMessage: (city) => `Could not load restaurants for ${city.name}.`,
    description: (city) =>
      `Macro-friendly, high-protein restaurant meals in ${city.name}, ${city.state}, with protein, carbs, fat, sugar and calories for each meal.`,
  },
  "high-protein-restaurants": {
    layout: "focused",
    name: "High Protein Restaurants",
    query: listHighProteinRestaurants,
    list: "high protein restaurants",
    errorMessage: (city) =>
      `Could not load high protein restaurants for ${city.name}. Please try again later.`,
    description: (city) =>
      `Restaurants in ${city.name}, ${city.state} serving meals with over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein, with protein, carbs, fat, sugar and calories for each meal.`,
    badge: "Fuel Your Gains",
    intro: (city) => [
      "Meals with over ",
      HIGH_PROTEIN_PAGE_MIN_G,
      " g of protein at restaurants in ",
      city.name,
      ", ",
      city.state,
      ", best protein first.",
    ],
    heading: `with meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein`,
    orderLabel: "Most protein",
    emptyText: (city) => `No meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein listed in ${city.name} yet.`,
  },
  "high-protein-breakfast": {
    layout: "focused",
    name: "High Protein Breakfast",
    query: listHighProteinBreakfastRestaurants,
    list: "high protein breakfast restaurants",
    errorMessage: (city) =>
      `Could not load high protein breakfast restaurants for ${city.name}. Please try again later.`,
    // The meta description mentions the city (docs/product.md#breakfast-city-page).
    description: (city) =>
      `Power up your morning in ${city.name}, ${city.state}: breakfast meals with over ${BREAKFAST_PROTEIN_MIN_G}g of protein, with carbs, fat, sugar and calories for each.`,
    badge: "Power Up Your Morning",
    intro: (city) => [
      "Start the day strong: breakfast meals with over ",
      BREAKFAST_PROTEIN_MIN_G,
      "g of protein at restaurants in ",
      cityLabel(city),
      ", best protein first.",
    ],
    heading: `serving breakfasts over ${BREAKFAST_PROTEIN_MIN_G}g of protein`,
    orderLabel: "Most protein",
    emptyText: (city) =>
      `No breakfasts over ${BREAKFAST_PROTEIN_MIN_G}g of protein listed in ${city.name} yet.`,
    leanerPage: "lean-high-protein-breakfast",
  },
  "lean-high-protein-breakfast": {
    layout: "focused",
    name: "Lean High Protein Breakfast",
    query: listLeanHighProteinBreakfastRestaurants,
    list: "lean high protein breakfast restaurants",
    errorMessage: (city) =>
      `Could not load lean high protein breakfast restaurants for ${city.name}. Please try again later.`,
    description: (city) =>
      `Lean breakfasts in ${city.name}, ${city.state}: ${LEAN_RULE}, with carbs and calories for each meal.`,
    parent: "high-protein-breakfast",
    badge: "Lean Morning Fuel",
    // The list's order (restaurants_with_meals_json): the leanest breakfasts first.
    intro: (city) => [
      "Breakfast meals in ",
      cityLabel(city),
      " with ",
      LEAN_RULE,
      ", leanest first: the least fat first, then the most protein.",
    ],
    heading: "with lean high-protein breakfasts",
    orderLabel: "Least fat",
    emptyText: (city) => `No lean high-protein breakfasts listed in ${city.name} yet.`,
  },
};

/** The page's h1, and the name of its list in the JSON-LD. */
export const cityPageTitle = (kind: CityPageKind, city: City) =>
  `${CITY_PAGES[kind].name} in ${cityLabel(city)}`;

/** Cities > {city} > the page's parent > the page; the overview is the city's own crumb. */
export function cityPageCrumbs(kind: CityPageKind, city: City): Crumb[] {
  const row = CITY_PAGES[kind];
  if (row.layout === "overview") return cityCrumbs(city);
  const own = (k: CityPageKind) => ({ name: CITY_PAGES[k].name, path: cityPagePath(k, city.id) });
  return [...cityCrumbs(city), ...(row.parent ? [own(row.parent)] : []), own(kind)];
}

/** How many of the page's best meals its description names. */
const DESCRIBED_MEALS = 2;

/**
 * What a city page's list holds, in one sentence written from its own data (so no two cities' descriptions are
 * alike): how many locations of how many restaurants, and the best meals the page lists.
 */
async function citySummary(kind: CityPageKind, city: City): Promise<string> {
  const places =
    city.location_count > 0
      ? `${city.location_count.toLocaleString("en-US")} ${city.location_count === 1 ? "location" : "locations"} of ${city.restaurant_count} ${city.restaurant_count === 1 ? "restaurant" : "restaurants"}.`
      : "";
  const restaurants = await CITY_PAGES[kind].query(city.id).catch(() => [] as Restaurant[]);
  const meals =
    kind === "healthy-restaurants"
      ? highProteinLowCalorieMeals(restaurants)
      : restaurants.flatMap((r) => r.meals.slice(0, 1).map((meal) => ({ ...meal, restaurant_name: r.name })));
  const best = meals
    .slice(0, DESCRIBED_MEALS)
    .map((meal) => `${meal.name} at ${meal.restaurant_name} (${formatMacro(meal.protein_g, "g")} protein)`);
  return [places, best.length ? `Top picks: ${best.join("; ")}.` : ""].filter(Boolean).join(" ");
}

/**
 * Title, description and canonical address of a city page; nothing for an unknown city (the page is a 404). A city
 * with too few restaurants for a page of its own is served with noindex (and left out of sitemap.xml).
 */
export async function cityPageMetadata(kind: CityPageKind, { params }: CityParams): Promise<Metadata> {
  const city = await getCity((await params).citySlug);
  if (!city) return {};
  const row = CITY_PAGES[kind];
  const summary = await citySummary(kind, city);
  return {
    ...pageMetadata({
      title: `${CITY_PAGES[kind].name} in ${city.name}, ${city.state}`,
      description: summary ? `${row.description(city)} ${summary}` : row.description(city),
      path: cityPagePath(kind, city.id),
      // The overview's route draws the city's social card (opengraph-image.tsx); the focused pages share it.
      image: row.layout === "focused" ? `${cityOverviewPath(city.id)}/opengraph-image` : undefined,
    }),
    ...(isIndexableCity(city) ? {} : { robots: { index: false, follow: true } }),
  };
}
