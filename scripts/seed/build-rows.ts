// Builds the city, restaurant and meal rows from the static data (data/*.json) and the CSV menus.
import { jitteredPoint, streetAddress } from "./geo";
import { describeMeal } from "./menu";
import { rngFor, uuidFromName } from "./prng";
import { formatMacros, selectMenu, type SelectionOptions } from "./select";
import { readStaticData } from "./static-data";
import type { ChainSeed, CitySeed, MealRow, MenuItem, RestaurantRow, StandaloneSeed } from "./types";

export const BIG_CITY_IDS = ["new-york", "los-angeles", "chicago"];
const BIG_CITY_MENU: SelectionOptions = { min: 14, max: 25 };
const CITY_MENU: SelectionOptions = { min: 8, max: 20 };
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface SeedData {
  cities: CitySeed[];
  restaurants: RestaurantRow[];
  meals: MealRow[];
  /** Image key -> display name, for every restaurant image referenced. */
  restaurantImages: Map<string, string>;
}

function checkStaticData(
  cities: CitySeed[],
  chains: Map<string, ChainSeed>,
  standalone: StandaloneSeed[],
  menus: Map<string, MenuItem[]>,
) {
  const ids = new Set<string>();
  for (const city of cities) {
    if (!ID_PATTERN.test(city.id) || ids.has(city.id)) throw new Error(`bad or duplicate city id ${city.id}`);
    ids.add(city.id);
    for (const key of city.chains) {
      if (!chains.has(key)) throw new Error(`${city.id}: unknown chain ${key}`);
    }
  }
  for (const chain of chains.values()) {
    if (!menus.has(chain.csv)) throw new Error(`chain ${chain.key}: "${chain.csv}" not in the CSV`);
  }
  for (const place of standalone) {
    if (!ids.has(place.cityId)) throw new Error(`${place.name}: unknown city ${place.cityId}`);
  }
}

export function buildRows(menus: Map<string, MenuItem[]>): SeedData {
  const data = readStaticData();
  const cities = data.cities;
  const chains = new Map(data.chains.map((chain) => [chain.key, chain]));
  checkStaticData(cities, chains, data.standalone, menus);

  const restaurants: RestaurantRow[] = [];
  const meals: MealRow[] = [];
  const restaurantImages = new Map<string, string>();

  for (const city of cities) {
    const seen = new Map<string, number>();
    /** Stable id per (city, name, occurrence): "restaurant:<city-id>:<name>:<n>". */
    const nextId = (name: string) => {
      const key = name.trim().toLowerCase();
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return { id: uuidFromName(`restaurant:${city.id}:${name.trim()}:${n}`), n };
    };
    let index = 0;

    for (const key of city.chains) {
      const chain = chains.get(key)!;
      const { id, n } = nextId(chain.name);
      const rng = rngFor(`location:${city.id}:${chain.key}:${n}`);
      const { address, street } = streetAddress(rng, city, index++);
      const point = jitteredPoint(rng, city);
      restaurants.push({
        id,
        cityId: city.id,
        name: chain.name,
        address,
        website: chain.website,
        description: `${chain.description} This ${city.name} location is on ${street}.`,
        tags: chain.tags,
        imageUrl: `/images/restaurants/${chain.key}.svg`,
        latitude: point.lat,
        longitude: point.lng,
      });
      restaurantImages.set(chain.key, chain.name);

      const options = BIG_CITY_IDS.includes(city.id) ? BIG_CITY_MENU : CITY_MENU;
      for (const item of selectMenu(rng, menus.get(chain.csv)!, options)) {
        const mealRng = rngFor(`meal:${id}:${item.name}`);
        meals.push({
          id: uuidFromName(`meal:${id}:${item.name}:1`),
          restaurantId: id,
          name: item.name,
          description: describeMeal(item, chain.name, Math.floor(mealRng() * 3)),
          category: item.category,
          serving: item.serving,
          mealTypes: item.mealTypes,
          ...formatMacros(mealRng, item),
        });
      }
    }

    for (const place of data.standalone.filter((p) => p.cityId === city.id)) {
      const { id, n } = nextId(place.name);
      const rng = rngFor(`location:${city.id}:${place.key}:${n}`);
      const generated = streetAddress(rng, city, index++);
      const point = jitteredPoint(rng, city);
      restaurants.push({
        id,
        cityId: city.id,
        name: place.name,
        address: place.address ?? generated.address,
        website: place.website,
        description: place.description,
        tags: place.tags,
        imageUrl: `/images/restaurants/${place.key}.svg`,
        latitude: place.lat ?? point.lat,
        longitude: place.lng ?? point.lng,
      });
      restaurantImages.set(place.key, place.key === "whole-foods-market" ? "Whole Foods Market" : place.name);
    }
  }
  return { cities, restaurants, meals, restaurantImages };
}
