// Turns the real store-location file (data/chain-locations.csv.gz, All the Places, CC0 1.0) into the seed's
// cities and locations. Pure: reads the file it is given and the `zipcodes` package, nothing else, and returns the
// same output for the same input. data/chain-locations.SOURCE.md lists the file's quirks and what is done with each.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";

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

/** Padding around a state's box of ZIP centres, in degrees: a location outside the padded box is dropped. */
const STATE_BOX_PADDING = 0.5;
/** An empty city takes the city of the nearest ZIP centre of its state within this distance. */
const EMPTY_CITY_MAX_KM = 15;
/** A location's ZIP is the nearest ZIP centre within this distance, else none. */
const ZIP_MAX_KM = 20;
/** Side of a cell of the ZIP centres' lookup grid, in degrees. */
const GRID_DEGREES = 0.2;
const KM_PER_DEGREE = 111.195;
/**
 * Rows the source file itself lists as junk although they pass every other check: four identical Firehouse Subs
 * rows at Adak, AK (a store locator placeholder on a remote Aleutian island). Matched on chain, address, city and
 * state as written.
 */
const PLACEHOLDER_ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Firehouse Subs", "100 Mechanic Rd", "Adak", "AK"],
];

/** The 50 states and DC: the only states a location may have. */
// prettier-ignore
const STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado",
  CT: "Connecticut", DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii",
  ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana",
  ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi",
  MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey",
  NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma",
  OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota",
  TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont", VA: "Virginia", WA: "Washington",
  WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};

// ---------------------------------------------------------------------------------------------------------------
// ZIP centres

type ZipCentre = { zip: string; city: string; state: string; latitude: number; longitude: number };
type StateBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

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
    if (typeof state !== "string" || !(state in STATES) || typeof city !== "string") continue;
    if (typeof latitude !== "number" || typeof longitude !== "number") continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || longitude >= 0) continue;
    rows.push({ zip, city, state, latitude, longitude });
  }
  rows.sort((a, b) => compare(a.zip, b.zip));
  zipCentresCache = rows;
  return rows;
}

/** Per state, the box around its ZIP centres, padded by STATE_BOX_PADDING degrees on every side. */
function stateBoxes(centres: readonly ZipCentre[]): Map<string, StateBox> {
  const boxes = new Map<string, StateBox>();
  for (const c of centres) {
    const box = boxes.get(c.state);
    if (!box) {
      boxes.set(c.state, {
        minLat: c.latitude,
        maxLat: c.latitude,
        minLon: c.longitude,
        maxLon: c.longitude,
      });
      continue;
    }
    box.minLat = Math.min(box.minLat, c.latitude);
    box.maxLat = Math.max(box.maxLat, c.latitude);
    box.minLon = Math.min(box.minLon, c.longitude);
    box.maxLon = Math.max(box.maxLon, c.longitude);
  }
  for (const box of boxes.values()) {
    box.minLat -= STATE_BOX_PADDING;
    box.maxLat += STATE_BOX_PADDING;
    box.minLon -= STATE_BOX_PADDING;
    box.maxLon += STATE_BOX_PADDING;
  }
  return boxes;
}

/** ZIP centres bucketed in a grid of GRID_DEGREES cells, so a nearest-centre lookup reads a few cells only. */
class ZipGrid {
  private readonly cells = new Map<string, ZipCentre[]>();

  constructor(centres: readonly ZipCentre[]) {
    for (const c of centres) {
      const key = ZipGrid.key(Math.floor(c.latitude / GRID_DEGREES), Math.floor(c.longitude / GRID_DEGREES));
      const cell = this.cells.get(key);
      if (cell) cell.push(c);
      else this.cells.set(key, [c]);
    }
  }

  private static key(row: number, col: number): string {
    return `${row}:${col}`;
  }

  /**
   * The nearest centre within maxKm of the point in `state` and the nearest in any state; ties go to the lower
   * ZIP. Distances are measured on a flat projection around the point (x scaled by the cosine of its latitude),
   * which is within 0.5% of the great-circle distance at these ranges.
   */
  nearest(
    latitude: number,
    longitude: number,
    maxKm: number,
    state: string,
  ): { inState: ZipCentre | null; any: ZipCentre | null } {
    const kmPerLon = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    const farLat = Math.min(89, Math.abs(latitude) + maxKm / KM_PER_DEGREE);
    const rowSpan = Math.ceil(maxKm / KM_PER_DEGREE / GRID_DEGREES);
    const colSpan = Math.ceil(maxKm / (KM_PER_DEGREE * Math.cos((farLat * Math.PI) / 180)) / GRID_DEGREES);
    const row0 = Math.floor(latitude / GRID_DEGREES);
    const col0 = Math.floor(longitude / GRID_DEGREES);
    const limit = maxKm * maxKm;
    let inState: ZipCentre | null = null;
    let inStateD = Infinity;
    let any: ZipCentre | null = null;
    let anyD = Infinity;
    for (let row = row0 - rowSpan; row <= row0 + rowSpan; row++) {
      for (let col = col0 - colSpan; col <= col0 + colSpan; col++) {
        const cell = this.cells.get(ZipGrid.key(row, col));
        if (!cell) continue;
        for (const c of cell) {
          const dy = (c.latitude - latitude) * KM_PER_DEGREE;
          const dx = (c.longitude - longitude) * kmPerLon;
          const d = dx * dx + dy * dy;
          if (d > limit) continue;
          if (d < anyD || (d === anyD && any !== null && c.zip < any.zip)) {
            any = c;
            anyD = d;
          }
          if (
            c.state === state &&
            (d < inStateD || (d === inStateD && inState !== null && c.zip < inState.zip))
          ) {
            inState = c;
            inStateD = d;
          }
        }
      }
    }
    return { inState, any };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Text

/** Code-point order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function stripMarks(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Words kept lower case inside a title-cased name or address ("King of Prussia", "Hastings-on-Hudson"). */
const MINOR_WORDS = new Set(["of", "the", "on", "and", "by", "at", "in", "upon"]);

/**
 * Title case for one word written all in one case: "mc" names get their second capital ("MCALLEN" → "McAllen"),
 * one-letter prefixes before an apostrophe too ("O'FALLON" → "O'Fallon", "D'IBERVILLE" → "D'Iberville"), and a
 * possessive stays lower case ("LEE'S" → "Lee's").
 */
function titleWord(word: string): string {
  return word
    .split("-")
    .map((part) => {
      const lower = part.toLowerCase();
      const mc = /^mc([a-z]{2,})$/.exec(lower);
      if (mc) return `Mc${capitalise(mc[1] ?? "")}`;
      const prefixed = /^([a-z])['’]([a-z].*)$/.exec(lower);
      if (prefixed) return `${(prefixed[1] ?? "").toUpperCase()}'${capitalise(prefixed[2] ?? "")}`;
      return capitalise(lower);
    })
    .join("-");
}

/** Title case for a city name written ALL CAPS or all lower case. */
function titleCaseName(name: string): string {
  return name
    .split(" ")
    .map((word, i) => {
      if (i > 0 && MINOR_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      // Hyphenated minor words: "HASTINGS-ON-HUDSON" → "Hastings-on-Hudson".
      return titleWord(word)
        .split("-")
        .map((part, j) => (j > 0 && MINOR_WORDS.has(part.toLowerCase()) ? part.toLowerCase() : part))
        .join("-");
    })
    .join(" ");
}

/** Compass points, kept upper case in addresses; a city "named" only by them has no name. */
const DIRECTIONS = new Set("N S E W NE NW SE SW NNE NNW SSE SSW ENE ESE WNW WSW".split(" "));

/**
 * A city name as displayed, or "" when the field names no city: spaces collapsed; trailing commas and a trailing
 * state ("Battle Creek, Mi", "Johnstown, Colorado 80534", "Ledgewood N.J") removed; names that are only a state
 * code, a compass direction ("SE", "W.") or a cut-off "City of" count as empty; ALL CAPS and all lower case names
 * title-cased; mixed case kept as written ("McAllen", "DeKalb", "O'Fallon") except a capital after an apostrophe
 * that ends a word ("Lee'S Summit" → "Lee's Summit"), a doubled capital at a word's start ("KIng" → "King"), the
 * abbreviations Mt, Ft, St, Pt and Twp in capitals ("MT Crawford") and a lower-case first letter ("de Land").
 */
export function cleanCityName(raw: string, state: string): string {
  let name = collapseSpaces(raw);
  const stateName = STATES[state]?.toLowerCase();
  for (;;) {
    const before = name;
    name = name.replace(/[\s,]+$/, "");
    const withComma = /^(.*\S)\s*,\s*([A-Za-z. ]+?)(?:\s+\d{5}(?:-\d{4})?)?$/.exec(name);
    if (withComma) {
      const tail = (withComma[2] ?? "").toLowerCase();
      if (tail.replace(/[.\s]/g, "") === state.toLowerCase() || tail === stateName) name = withComma[1] ?? "";
    }
    const noComma = /^(.*\S)\s+([A-Z])\.?([A-Z])\.?$/.exec(name);
    if (noComma && name.includes(" ") && `${noComma[2]}${noComma[3]}` === state) name = noComma[1] ?? "";
    if (name === before) break;
  }
  const letters = name.replace(/[^\p{L}]/gu, "");
  if (letters === "") return "";
  if (name.replace(/\./g, "").toUpperCase() in STATES && letters.length === 2) return "";
  if (name.split(/[\s.]+/).every((w) => w === "" || DIRECTIONS.has(w.toUpperCase())) && letters.length <= 3) {
    return "";
  }
  if (/\s(of|the)$/i.test(name) || /^(city|town|township|village) of$/i.test(name)) return "";
  const hasLower = /\p{Ll}/u.test(letters);
  const hasUpper = /\p{Lu}/u.test(letters);
  if (!hasLower || !hasUpper) return titleCaseName(name);
  const fixed = name
    .replace(
      /(\p{L}{2})['’](\p{Lu})(?!\p{L})/gu,
      (_, head: string, letter: string) => `${head}'${letter.toLowerCase()}`,
    )
    .replace(/(?<!\p{L})(\p{Lu})(\p{Lu})(\p{Ll}+)/gu, (_, first: string, second: string, rest: string) => {
      return `${first}${second.toLowerCase()}${rest}`;
    })
    .replace(/(?<!\p{L})(MT|FT|ST|PT|TWP)(?!\p{L})/gu, (word: string) => capitalise(word));
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}

const KEY_WORDS: Record<string, string> = {
  saint: "st",
  mount: "mt",
  fort: "ft",
  twp: "township",
  twnshp: "township",
};
const KEY_LEADING_DIRECTIONS: Record<string, string> = { n: "north", s: "south", e: "east", w: "west" };

/**
 * The key two spellings of one city share: lower case, accents and apostrophes removed, "saint"/"st." → "st",
 * "mount" → "mt", "fort" → "ft", "twp" → "township", a leading "N."/"S."/"E."/"W." spelled out, then every
 * character that is not a letter or digit removed ("St. Louis" = "Saint Louis", "DeSoto" = "De Soto").
 */
export function cityKey(name: string): string {
  const words = stripMarks(name)
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => KEY_WORDS[w] ?? w);
  const first = words[0];
  if (words.length > 1 && first !== undefined && first in KEY_LEADING_DIRECTIONS) {
    words[0] = KEY_LEADING_DIRECTIONS[first] ?? first;
  }
  const key = words.join("");
  return CITY_KEY_ALIASES[key] ?? key;
}

/**
 * Postal names of one city written two ways: the stores of Manhattan are filed as "New York City" by most chains
 * and "New York" by a few; both are the city of New York.
 */
const CITY_KEY_ALIASES: Record<string, string> = { newyorkcity: "newyork" };

/** The parts of a name with a qualifier: "Waipahu, Oahu", "Flushing (Queens)", "West Homestead/Munhall". */
function nameParts(name: string): string[] {
  if (!/[,(/]/.test(name)) return [];
  return name
    .split(/[,()/]/)
    .map((part) => collapseSpaces(part))
    .filter((part) => part !== "");
}

/** Tokens an ALL CAPS address keeps upper case: compass points, route prefixes, mile markers, numerals. */
const ADDRESS_UPPER = new Set([
  ...DIRECTIONS,
  ..."US USA SR FM RM CR RR PO IH AA MM II III IV UPS BP".split(" "),
]);

/** One token of an ALL CAPS address in title case; its leading and trailing punctuation are kept. */
function titleAddressToken(token: string, next: string | undefined): string {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token);
  const [lead, core, trail] = [match?.[1] ?? "", match?.[2] ?? "", match?.[3] ?? ""];
  if (core === "") return token;
  let out: string;
  if (/^\d+(ST|ND|RD|TH)$/.test(core)) out = core.toLowerCase();
  else if (/\d/.test(core)) out = core;
  else if (ADDRESS_UPPER.has(core) || core.length === 1 || /^([A-Z]\.)+[A-Z]?$/.test(core)) out = core;
  else if (core.length === 2 && core in STATES && next !== undefined && /^\d/.test(next)) out = core;
  else if (MINOR_WORDS.has(core.toLowerCase())) out = core.toLowerCase();
  else out = titleWord(core);
  return `${lead}${out}${trail}`;
}

/**
 * An address as displayed: spaces collapsed; an address without lower-case letters title-cased, keeping compass
 * points, route prefixes (US, SR, FM, IH, CR) and single letters upper case, route numbers as written ("I-110",
 * "SC-72") and ordinals lower case ("1st", "22nd").
 */
export function displayAddress(raw: string): string {
  const address = collapseSpaces(raw);
  if (/\p{Ll}/u.test(address) || !/\p{Lu}/u.test(address)) return address;
  const tokens = address.split(" ");
  const out = tokens.map((token, i) => titleAddressToken(token, tokens[i + 1]));
  const first = out[0];
  if (first !== undefined && /^\p{Ll}/u.test(first)) out[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return out.join(" ");
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

/** A city id: the name in kebab case (accents and apostrophes dropped), then the state in lower case. */
export function citySlug(name: string, state: string): string {
  const base = stripMarks(name)
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base}-${state.toLowerCase()}`;
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

  const centres = zipCentres();
  const boxes = stateBoxes(centres);
  const grid = new ZipGrid(centres);

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
    const box = boxes.get(state);
    if (!box) {
      report.droppedUnknownState++;
      continue;
    }
    if (latitude < box.minLat || latitude > box.maxLat || longitude < box.minLon || longitude > box.maxLon) {
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
