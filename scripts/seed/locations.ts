// Turns the real store-location file (data/chain-locations.csv.gz, All the Places, CC0 1.0) into the seed's
// cities and locations. Pure: reads the file it is given and the `zipcodes` package, nothing else, and returns the
// same output for the same input. data/chain-locations.SOURCE.md lists the file's quirks and what is done with each.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { STATE_NAMES } from "../../lib/cities/states";
import { ZipCentres } from "../../lib/import/zip-centres";
import {
  citySlug,
  cityKey,
  cleanCityName,
  collapseSpaces,
  displayAddress,
  stripMarks,
} from "../../lib/cities/place-names";

export type SeedCity = {
  id: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  locationCount: number;
};
export type SeedLocation = {
  chain: string;
  cityId: string;
  address: string;
  zip: string | null;
  latitude: number;
  longitude: number;
};
/** Counts: rows read, kept, each reason for dropping, and what was normalised. */
export type LocationReport = Record<string, number>;

type FixedCity = { id: string; name: string; state: string; latitude: number; longitude: number };

/** An empty city takes the city of the nearest ZIP centre of its state within this distance. */
const EMPTY_CITY_MAX_KM = 15;
/** A location's ZIP is the nearest ZIP centre within this distance, else none. */
const ZIP_MAX_KM = 20;
/**
 * Rows the source file itself lists as junk although they pass every other check: four identical Firehouse Subs
 * rows at Adak, AK (a store locator placeholder on a remote Aleutian island). Matched on chain, address, city and
 * state as written.
 */
const PLACEHOLDER_ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Firehouse Subs", "100 Mechanic Rd", "Adak", "AK"],
];

// ---------------------------------------------------------------------------------------------------------------
// ZIP centres

type ZipCentre = { zip: string; city: string; state: string; latitude: number; longitude: number };

let zipCentresCache: ZipCentre[] | undefined;

/**
 * The `zipcodes` package's ZIP centres in the 50 states and DC, by ZIP. Centres in the eastern hemisphere are
 * left out: none of these states has one, so they are errors (a New York ZIP with its longitude's sign lost, Wake
 * Island filed under Hawaii) that would stretch a state's box around the globe.
 */
function zipCentres(): ZipCentre[] {
  if (zipCentresCache) return zipCentresCache;
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes/lib/codes.js") as { codes: Record<string, Partial<ZipCentre>> };
  const rows: ZipCentre[] = [];
  for (const entry of Object.values(codes)) {
    const { zip, city, state, latitude, longitude } = entry;
    if (typeof zip !== "string" || !/^\d{5}$/.test(zip)) continue;
    if (typeof state !== "string" || !(state in STATE_NAMES) || typeof city !== "string") continue;
    if (typeof latitude !== "number" || typeof longitude !== "number") continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || longitude >= 0) continue;
    rows.push({ zip, city, state, latitude, longitude });
  }
  rows.sort((a, b) => compare(a.zip, b.zip));
  zipCentresCache = rows;
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Text

/** Code-point order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The parts of a name with a qualifier: "Waipahu, Oahu", "Flushing (Queens)", "West Homestead/Munhall". */
function nameParts(name: string): string[] {
  if (!/[,(/]/.test(name)) return [];
  return name
    .split(/[,()/]/)
    .map((part) => collapseSpaces(part))
    .filter((part) => part !== "");
}

/**
 * The address compared for duplicates: lower case, accents, apostrophes and periods removed, other punctuation a
 * space ("123 Main St." = "123 MAIN ST").
 */
function addressKey(address: string): string {
  return collapseSpaces(
    stripMarks(address)
      .toLowerCase()
      .replace(/['’.]/g, "")
      .replace(/[^a-z0-9]+/g, " "),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value * 1e6) / 1e6;
}

// ---------------------------------------------------------------------------------------------------------------
// Import

type Row = Partial<Record<"restaurant" | "address" | "city" | "state" | "lat" | "lon", string>>;

type Candidate = {
  chain: string;
  address: string;
  cityName: string;
  state: string;
  latitude: number;
  longitude: number;
};

function parseCoordinate(raw: string, limit: number): number | null {
  const text = raw.trim();
  if (text === "" || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * Reads the gzip CSV (`restaurant,source_key,address,city,state,lat,lon`) and returns the seed's cities and
 * locations, both sorted (cities by id; locations by city id, chain and address), and a report of counts.
 *
 * A row is dropped when its chain is not in `options.chains`, it is a test row ("test location" in its address
 * or city) or a listed placeholder, its coordinates are missing or not numbers, its state is not one of the 50
 * states or DC, its point lies outside its state's box, its city is empty and no ZIP centre of the state is within
 * 15 km, or the same chain already has a location at the same address in the same city (the first row wins).
 *
 * Cities are the unified city names of a state (`cityKey`), named by their most common spelling. A city matching
 * one of `options.fixedCities` (same key and state) takes its id, name and position; any other city's id is
 * `citySlug(name, state)`, with "-2", "-3"… when another city (fixed or not) has it already, assigned in key
 * order; its position is the median of its locations'. Every fixed id is reserved whether or not the file has
 * locations in that city; only cities with at least one location are returned.
 */
export function loadLocations(
  csvGzPath: string,
  options: { chains: ReadonlySet<string>; fixedCities: ReadonlyArray<FixedCity> },
): { cities: SeedCity[]; locations: SeedLocation[]; report: LocationReport } {
  const rows = parse(gunzipSync(readFileSync(csvGzPath)), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];

  const report = {
    rowsRead: rows.length,
    droppedOtherChain: 0,
    droppedTestRow: 0,
    droppedPlaceholder: 0,
    droppedNoCoordinates: 0,
    droppedUnknownState: 0,
    droppedOutsideState: 0,
    droppedNoCity: 0,
    droppedDuplicateAddress: 0,
    kept: 0,
    cityFromNearestZip: 0,
    cityNameChanged: 0,
    cityQualifierResolved: 0,
    addressTitleCased: 0,
    sameChainCoordinates: 0,
    zipOtherState: 0,
    zipNone: 0,
    cities: 0,
    fixedCitiesMatched: 0,
    fixedCitiesWithoutLocations: 0,
    cityIdSuffixed: 0,
  };

  const grid = new ZipCentres(zipCentres());

  // Rows that pass the chain, test-row, coordinate and state checks, in file order.
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const chain = row.restaurant ?? "";
    if (!options.chains.has(chain)) {
      report.droppedOtherChain++;
      continue;
    }
    const rawAddress = row.address ?? "";
    const rawCity = row.city ?? "";
    if (/test location/i.test(rawAddress) || /test location/i.test(rawCity)) {
      report.droppedTestRow++;
      continue;
    }
    const state = (row.state ?? "").trim().toUpperCase();
    if (
      PLACEHOLDER_ROWS.some(
        ([c, a, city, st]) =>
          c === chain && a === rawAddress.trim() && city === rawCity.trim() && st === state,
      )
    ) {
      report.droppedPlaceholder++;
      continue;
    }
    const latitude = parseCoordinate(row.lat ?? "", 90);
    const longitude = parseCoordinate(row.lon ?? "", 180);
    if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) {
      report.droppedNoCoordinates++;
      continue;
    }
    // A location outside its state's padded box of ZIP centres is dropped.
    const inBox = grid.inStateBox(latitude, longitude, state);
    if (inBox === null) {
      report.droppedUnknownState++;
      continue;
    }
    if (!inBox) {
      report.droppedOutsideState++;
      continue;
    }
    const address = displayAddress(rawAddress);
    if (address !== collapseSpaces(rawAddress)) report.addressTitleCased++;
    const cityName = cleanCityName(rawCity, state);
    if (cityName !== "" && cityName !== collapseSpaces(rawCity)) report.cityNameChanged++;
    candidates.push({ chain, address, cityName, state, latitude, longitude });
  }

  // The city keys each state has without a qualifier, to resolve "Waipahu, Oahu" to a known city.
  const knownKeys = new Set<string>();
  for (const c of candidates) {
    if (c.cityName !== "" && nameParts(c.cityName).length === 0)
      knownKeys.add(`${c.state}|${cityKey(c.cityName)}`);
  }

  // Each location's city: qualifiers resolved, empty names from the nearest ZIP centre of the state.
  type Placed = Candidate & { cityKey: string };
  const placed: Placed[] = [];
  for (const c of candidates) {
    let name = c.cityName;
    const parts = nameParts(name);
    if (parts.length > 0) {
      const known = parts.find((part) => knownKeys.has(`${c.state}|${cityKey(part)}`));
      if (known !== undefined) {
        name = known;
        report.cityQualifierResolved++;
      }
    }
    if (name === "" || cityKey(name) === "") {
      const { inState } = grid.nearest(c.latitude, c.longitude, EMPTY_CITY_MAX_KM, c.state);
      const zipCity = inState ? cleanCityName(inState.city, c.state) : "";
      if (zipCity === "" || cityKey(zipCity) === "") {
        report.droppedNoCity++;
        continue;
      }
      name = zipCity;
      report.cityFromNearestZip++;
    }
    placed.push({ ...c, cityName: name, cityKey: `${c.state}|${cityKey(name)}` });
  }

  // One location per chain, address and city: the first in file order.
  const seenAddresses = new Set<string>();
  const seenCoordinates = new Set<string>();
  const kept: Placed[] = [];
  for (const p of placed) {
    const key = `${p.chain}\u0000${addressKey(p.address)}\u0000${p.cityKey}`;
    if (seenAddresses.has(key)) {
      report.droppedDuplicateAddress++;
      continue;
    }
    seenAddresses.add(key);
    const at = `${p.chain}\u0000${p.latitude}\u0000${p.longitude}`;
    if (seenCoordinates.has(at)) report.sameChainCoordinates++;
    seenCoordinates.add(at);
    kept.push(p);
  }

  // Cities: the most common spelling among each key's locations (ties: code-point order), median coordinates.
  type CityGroup = {
    key: string;
    state: string;
    spellings: Map<string, number>;
    lats: number[];
    lons: number[];
  };
  const groups = new Map<string, CityGroup>();
  for (const p of kept) {
    let group = groups.get(p.cityKey);
    if (!group) {
      group = { key: p.cityKey, state: p.state, spellings: new Map(), lats: [], lons: [] };
      groups.set(p.cityKey, group);
    }
    group.spellings.set(p.cityName, (group.spellings.get(p.cityName) ?? 0) + 1);
    group.lats.push(p.latitude);
    group.lons.push(p.longitude);
  }

  const fixedByKey = new Map<string, FixedCity>();
  for (const fixed of options.fixedCities) {
    fixedByKey.set(`${fixed.state.toUpperCase()}|${cityKey(fixed.name)}`, fixed);
  }
  const usedIds = new Set(options.fixedCities.map((fixed) => fixed.id));
  const idByKey = new Map<string, string>();
  const cities: SeedCity[] = [];
  for (const group of [...groups.values()].sort((a, b) => compare(a.key, b.key))) {
    const locationCount = group.lats.length;
    const fixed = fixedByKey.get(group.key);
    if (fixed) {
      report.fixedCitiesMatched++;
      idByKey.set(group.key, fixed.id);
      cities.push({
        id: fixed.id,
        name: fixed.name,
        state: fixed.state,
        latitude: fixed.latitude,
        longitude: fixed.longitude,
        locationCount,
      });
      continue;
    }
    const name =
      [...group.spellings.entries()].sort((a, b) => b[1] - a[1] || compare(a[0], b[0]))[0]?.[0] ?? "";
    const base = citySlug(name, group.state);
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    if (id !== base) report.cityIdSuffixed++;
    usedIds.add(id);
    idByKey.set(group.key, id);
    cities.push({
      id,
      name,
      state: group.state,
      latitude: median(group.lats),
      longitude: median(group.lons),
      locationCount,
    });
  }
  report.fixedCitiesWithoutLocations = options.fixedCities.filter(
    (fixed) => !groups.has(`${fixed.state.toUpperCase()}|${cityKey(fixed.name)}`),
  ).length;
  cities.sort((a, b) => compare(a.id, b.id));
  report.cities = cities.length;

  // Locations with their ZIP: the nearest centre within ZIP_MAX_KM, one in the location's own state first.
  const locations: SeedLocation[] = kept.map((p) => {
    const { inState, any } = grid.nearest(p.latitude, p.longitude, ZIP_MAX_KM, p.state);
    const zip = inState ?? any;
    if (!zip) report.zipNone++;
    else if (!inState) report.zipOtherState++;
    return {
      chain: p.chain,
      cityId: idByKey.get(p.cityKey) ?? "",
      address: p.address,
      zip: zip ? zip.zip : null,
      latitude: p.latitude,
      longitude: p.longitude,
    };
  });
  locations.sort(
    (a, b) => compare(a.cityId, b.cityId) || compare(a.chain, b.chain) || compare(a.address, b.address),
  );
  report.kept = locations.length;
  return { cities, locations, report };
}
