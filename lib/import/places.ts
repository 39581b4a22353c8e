import type postgres from "postgres";
import { STATE_NAMES } from "@/lib/cities/states";
import { cleanCityName, collapseSpaces, displayAddress } from "@/lib/cities/place-names";

/** The longest address a location keeps (the table's check says the same). */
export const MAX_ADDRESS_LENGTH = 300;

/** Which menu a row's place belongs to: a chain's by its name unless `independent`; `chain` insists on one. */
export type RestaurantKind = "chain" | "independent";

export const RESTAURANT_KINDS: readonly RestaurantKind[] = ["chain", "independent"];

/** A name or address as stored: trimmed, runs of spaces made one. */
export { collapseSpaces };

/** An address as displayed: spaces collapsed, an ALL-CAPS address title-cased as the seed's are. */
export const placeAddress = (raw: string) => displayAddress(raw);

/** The two-letter code of a state the catalogue covers (the 50 states and DC), or null. */
export function stateCode(raw: string | null): string | null {
  const code = raw?.trim().toUpperCase() ?? "";
  return Object.hasOwn(STATE_NAMES, code) ? code : null;
}

/** A city's display name: spaces collapsed and, with a state, cleaned as the seed's ("SPRINGFIELD" → "Springfield"). */
function cityName(raw: string, state: string | null): string {
  const plain = collapseSpaces(raw);
  return state ? cleanCityName(plain, state) || plain : plain;
}

export type City = { id: string; state: string };
export type Restaurant = { id: string; name: string; isChain: boolean };

/**
 * The catalogue as an import reads and extends it, inside the import's transaction: cities, chains and
 * independent restaurants found once per file, and what the import created counted.
 */
export class Places {
  private readonly cities = new Map<string, City>();
  private readonly chains = new Map<string, Restaurant | null>();
  private readonly independents = new Map<string, Restaurant | null>();
  citiesCreated = 0;
  restaurantsCreated = 0;

  constructor(private readonly tx: postgres.TransactionSql) {}

  /** The chain whose name has the same slug (public.name_slug) as `name`, or null. */
  async chain(name: string): Promise<Restaurant | null> {
    const key = name.toLowerCase();
    if (this.chains.has(key)) return this.chains.get(key)!;
    const [found] = await this.tx<{ id: string; name: string }[]>`select id, name from public.restaurants
      where is_chain and public.name_slug(name) = public.name_slug(${name})`;
    const chain = found ? { id: found.id, name: found.name, isChain: true } : null;
    this.chains.set(key, chain);
    return chain;
  }

  /**
   * A city by name and state as public.catalogue_add_city finds or creates it (by name, then by key: "Saint Louis"
   * finds "St. Louis"; a new one at the given position, its id the name's slug and state, "springfield-ma"). Without
   * a state, the one city of that name, else an error saying why.
   */
  async city(
    raw: string,
    rawState: string | null,
    position: { latitude: number; longitude: number } | null,
  ): Promise<City | { error: string }> {
    const state = rawState === null || rawState.trim() === "" ? null : stateCode(rawState);
    if (rawState !== null && rawState.trim() !== "" && !state) {
      return { error: `unknown state '${rawState.trim()}' (a two-letter code of a US state or DC)` };
    }
    const name = cityName(raw, state);
    if (name === "") return { error: `city '${collapseSpaces(raw)}' names no city` };
    const cacheKey = `${name.toLowerCase()}|${state ?? ""}`;
    const known = this.cities.get(cacheKey);
    if (known) return known;
    if (!state) {
      const found = await this.tx<City[]>`select id, state from public.cities
        where lower(name) = lower(${name}) order by state, id`;
      if (found.length === 1) {
        this.cities.set(cacheKey, found[0]!);
        return found[0]!;
      }
      if (found.length === 0) return { error: `unknown city '${name}': add its state to create it` };
      const states = [...new Set(found.map((city) => city.state))].join(", ");
      return { error: `city '${name}' is in more than one state (${states}): add its state` };
    }
    // The desk's write too: found by name, then by key, in the state, or created at the position.
    const [added] = await this.tx<{ city: string; created: boolean }[]>`select city, created
      from public.catalogue_add_city(${name}, ${state}, ${position?.latitude ?? null}, ${position?.longitude ?? null})`;
    if (added!.created) this.citiesCreated += 1;
    const city = { id: added!.city, state };
    this.cities.set(cacheKey, city);
    return city;
  }

  /** The independent restaurant of that name (case and spaces ignored) with a location in the city, or null. */
  async independent(name: string, city: City): Promise<Restaurant | null> {
    const key = `${city.id}|${collapseSpaces(name).toLowerCase()}`;
    if (this.independents.has(key)) return this.independents.get(key)!;
    const [found] = await this.tx<{ id: string; name: string }[]>`select id, name from public.restaurants
      where id = public.catalogue_find_independent(${name}, ${city.id})`;
    const restaurant = found ? { id: found.id, name: found.name, isChain: false } : null;
    this.independents.set(key, restaurant);
    return restaurant;
  }

  /**
   * A new independent restaurant without meals, placed at the address in the city (with the ZIP code the address
   * ends with; without one the caller places it): the desk's write too (catalogue_add_restaurant).
   */
  async createIndependent(name: string, city: City, address: string | null): Promise<Restaurant> {
    const [added] = await this.tx<{ id: string }[]>`select restaurant as id
      from public.catalogue_add_restaurant(${name}, ${city.id}, ${address})`;
    // A statement of its own: the new row is not seen by the statement that inserts it.
    const [created] = await this.tx<
      { name: string }[]
    >`select name from public.restaurants where id = ${added!.id}`;
    const restaurant = { id: added!.id, name: created!.name, isChain: false };
    this.independents.set(`${city.id}|${collapseSpaces(name).toLowerCase()}`, restaurant);
    this.restaurantsCreated += 1;
    return restaurant;
  }
}
