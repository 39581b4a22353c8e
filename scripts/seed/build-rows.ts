// Builds the seed's rows: every chain of the menu file as one restaurant with its one menu, and the real places
// where the chains stand (data/chain-locations.csv.gz) with the cities they are in. No place is made up: a chain
// without known locations keeps its menu and is never placed.
import { join } from "node:path";
import { loadFoodnomsMenu } from "./foodnoms";
import { describeMeal } from "./menu";
import { loadLocations, type SeedCity, type SeedLocation } from "./locations";
import { rngFor, uuidFromName } from "./prng";
import { formatMacros } from "./macro-text";
import { DATA_DIR, readStaticData } from "./static-data";
import type { ChainSeed, CitySeed, MealRow, MenuItem } from "./types";

/** Where a menu's values come from, as every meal of it records it. */
export type MenuSource = { source: string; sourceUrl: string; asOf: string };

/** MenuStat 2022: the menu of every chain without a newer document. */
export const MENUSTAT: MenuSource = {
  source: "MenuStat",
  sourceUrl: "https://www.menustat.org",
  asOf: "2022",
};
const FOODNOMS_URL = "https://github.com/ryanashcraft/restaurant-nutrition-data";

/** A chain's menu: its newer document when it has one (replacing MenuStat's rows whole), else MenuStat's rows. */
export function chainMenu(
  chain: ChainSeed,
  menus: Map<string, MenuItem[]>,
): { items: MenuItem[]; provenance: MenuSource } {
  if (chain.menu) {
    const { file, document, asOf, encoding, components, meals } = chain.menu;
    const { items, refused } = loadFoodnomsMenu(join(DATA_DIR, "foodnoms", file), {
      encoding,
      components,
      meals: meals === undefined ? undefined : new RegExp(meals, "i"),
    });
    for (const row of refused) console.warn(`  foodnoms/${file} line ${row.line} refused: ${row.reason}`);
    return { items, provenance: { source: `${document} via FoodNoms (MIT)`, sourceUrl: FOODNOMS_URL, asOf } };
  }
  const items = menus.get(chain.csv);
  if (!items) throw new Error(`chain ${chain.key}: "${chain.csv}" not in the menu file`);
  return { items, provenance: MENUSTAT };
}

/**
 * The location file's "Big Boy" is Big Boy Restaurants of Michigan, while the menu file's "Big Boy/Frisch's Big
 * Boy" is mostly Frisch's: its places are left out rather than shown with a menu that is not theirs.
 */
const UNMATCHED_LOCATION_CHAINS = new Set(["Big Boy/Frisch's Big Boy"]);

export type RestaurantRow = {
  id: string;
  key: string;
  /** The name in the menu and location files. */
  sourceName: string;
  name: string;
  website: string | null;
  description: string;
  tags: string[];
  imageUrl: string;
};

export type CityRow = SeedCity & Partial<Pick<CitySeed, "tagline" | "description">>;

export interface SeedData {
  cities: CityRow[];
  restaurants: RestaurantRow[];
  meals: MealRow[];
  locations: (SeedLocation & { restaurantKey: string })[];
  /** Counts of the location file's rows kept and dropped, by reason. */
  locationReport: Record<string, number>;
}

export function buildRows(menus: Map<string, MenuItem[]>): SeedData {
  const data = readStaticData();
  const restaurants: RestaurantRow[] = [];
  const meals: MealRow[] = [];
  for (const chain of data.chains) {
    const { items: menu, provenance } = chainMenu(chain, menus);
    const id = uuidFromName(`restaurant:${chain.key}`);
    restaurants.push({
      id,
      key: chain.key,
      sourceName: chain.csv,
      name: chain.name,
      website: chain.website,
      description: chain.description,
      tags: chain.tags,
      imageUrl: `/images/restaurants/${chain.key}.svg`,
    });
    for (const item of menu) {
      const mealRng = rngFor(`meal:${chain.key}:${item.name}`);
      meals.push({
        id: uuidFromName(`meal:${chain.key}:${item.name}`),
        restaurantId: id,
        name: item.name,
        dish: item.dish,
        size: item.size,
        kind: item.kind,
        slot: item.slot,
        description: describeMeal(item, chain.name, Math.floor(mealRng() * 3)),
        category: item.category,
        serving: item.serving,
        mealTypes: item.mealTypes,
        ...formatMacros(mealRng, item),
        label: item.label,
        ...provenance,
      });
    }
  }
  // A grocery chain without a menu: its stores are real places, and it never gets meals.
  const { wholeFoods } = data;
  restaurants.push({
    id: uuidFromName(`restaurant:${wholeFoods.key}`),
    key: wholeFoods.key,
    sourceName: "Whole Foods Market",
    name: "Whole Foods Market",
    website: wholeFoods.website,
    description: wholeFoods.description,
    tags: wholeFoods.tags,
    imageUrl: `/images/restaurants/${wholeFoods.key}.svg`,
  });

  const bySourceName = new Map(restaurants.map((r) => [r.sourceName, r]));
  const placed = new Set([...bySourceName.keys()].filter((name) => !UNMATCHED_LOCATION_CHAINS.has(name)));
  const curated = new Map(data.cities.map((city) => [city.id, city]));
  const { cities, locations, report } = loadLocations(join(DATA_DIR, "chain-locations.csv.gz"), {
    chains: placed,
    fixedCities: data.cities.map(({ id, name, state, lat, lng }) => ({
      id,
      name,
      state,
      latitude: lat,
      longitude: lng,
    })),
  });
  return {
    cities: cities.map((city) => {
      const own = curated.get(city.id);
      return own ? { ...city, tagline: own.tagline, description: own.description } : city;
    }),
    restaurants,
    meals,
    locations: locations.map((l) => ({ ...l, restaurantKey: bySourceName.get(l.chain)!.key })),
    locationReport: report,
  };
}
