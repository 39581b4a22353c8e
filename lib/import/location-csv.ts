import { nameSlug } from "@/lib/listings/slug";
import { MAX_SOURCE_LENGTH } from "@/lib/nutrition/provenance";
import { byLine, provenanceProblem, readCsvRows, type CellChecks, type RowError } from "./menu-csv";
import {
  collapseSpaces,
  MAX_ADDRESS_LENGTH,
  placeAddress,
  RESTAURANT_KINDS,
  stateCode,
  type RestaurantKind,
} from "./places";
import type { ZipCentres } from "./zip-centres";

const LOCATION_COLUMNS = [
  "name",
  "address",
  "city",
  "state",
  "latitude",
  "longitude",
  "source",
  "as_of",
  "source_url",
  "zip",
  "kind",
] as const;
const REQUIRED = ["name", "address", "city", "state", "latitude", "longitude", "source", "as_of"] as const;
/** The longest value each column takes, and the text cells a spreadsheet would run as a formula: as in menus. */
const CELL_CHECKS: CellChecks<(typeof LOCATION_COLUMNS)[number]> = {
  maxLength: {
    name: 200,
    address: 300,
    city: 100,
    state: 50,
    latitude: 20,
    longitude: 20,
    source: MAX_SOURCE_LENGTH,
    source_url: 2000,
    as_of: 10,
    zip: 10,
    kind: 20,
  },
  textColumns: ["name", "address", "city", "state", "source"],
};

/** One checked place of a location file. */
export type LocationRow = {
  line: number;
  name: string;
  /** As displayed: spaces collapsed, ALL CAPS title-cased. */
  address: string;
  city: string;
  /** The state's two-letter code, upper case. */
  state: string;
  latitude: number;
  longitude: number;
  /** The row's ZIP, else the nearest ZIP centre's within 20 km, else null. */
  zip: string | null;
  source: string;
  source_url: string | null;
  as_of: string;
  kind: RestaurantKind | null;
};

/** A coordinate written as a plain decimal number within ±limit, or null. */
function coordinate(text: string, limit: number): number | null {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * Reads a location file (name,address,city,state,latitude,longitude,source,as_of, optionally source_url, zip and
 * kind): every row checked, each problem reported with its line, no rows when any is bad. A row needs every
 * required field; coordinates that are numbers in range and lie in the row's state (within its ZIP centres' box
 * padded by half a degree, and within 50 km of one of them); a state of the 50 or DC; an ISO as_of; an http or
 * https source_url; a five-digit zip; a kind of chain or independent; and names a chain (a restaurant with
 * is_chain whose public.name_slug is in `chainSlugs`) when its kind is chain.
 */
export function parseLocationCsv(
  text: string,
  context: { zips: ZipCentres; chainSlugs: ReadonlySet<string> },
): { rows: LocationRow[]; errors: RowError[] } {
  const read = readCsvRows(text, LOCATION_COLUMNS, REQUIRED, CELL_CHECKS);
  const errors = [...read.errors];
  const rows: LocationRow[] = [];
  for (const raw of read.rows) {
    const problems: string[] = [];
    const state = stateCode(raw.state);
    if (!state) problems.push(`unknown state '${raw.state}' (a two-letter code of a US state or DC)`);
    const latitude = coordinate(raw.latitude!, 90);
    const longitude = coordinate(raw.longitude!, 180);
    if (latitude === null) problems.push(`latitude '${raw.latitude}' is not a number between -90 and 90`);
    if (longitude === null)
      problems.push(`longitude '${raw.longitude}' is not a number between -180 and 180`);
    if (state && latitude !== null && longitude !== null) {
      const outside = context.zips.outsideState(latitude, longitude, state);
      if (outside) problems.push(outside);
    }
    const address = placeAddress(raw.address!);
    if (address.length > MAX_ADDRESS_LENGTH) {
      problems.push(`address is longer than ${MAX_ADDRESS_LENGTH} characters`);
    }
    const provenance = provenanceProblem({
      source: raw.source!,
      source_url: raw.source_url ?? undefined,
      as_of: raw.as_of!,
    });
    if (provenance) problems.push(provenance);
    if (raw.zip !== null && !/^\d{5}$/.test(raw.zip)) problems.push(`zip '${raw.zip}' is not five digits`);
    const kind = raw.kind?.toLowerCase() ?? null;
    if (kind !== null && !(RESTAURANT_KINDS as readonly string[]).includes(kind)) {
      problems.push(`kind '${raw.kind}' must be chain or independent`);
    }
    const name = collapseSpaces(raw.name!);
    if (kind === "chain" && !context.chainSlugs.has(nameSlug(name))) {
      problems.push(`no chain is named '${name}' (kind chain)`);
    }
    if (problems.length || !state || latitude === null || longitude === null) {
      errors.push({ line: raw.line, reason: problems.join("; ") });
      continue;
    }
    rows.push({
      line: raw.line,
      name,
      address,
      city: raw.city!,
      state,
      latitude,
      longitude,
      zip: raw.zip ?? context.zips.zipOf(latitude, longitude, state),
      source: raw.source!,
      source_url: raw.source_url,
      as_of: raw.as_of!,
      kind: kind as RestaurantKind | null,
    });
  }
  return { rows: errors.length ? [] : rows, errors: byLine(errors) };
}
