// How the catalogue writes a place's city and address, shared by the seed's build (scripts/seed/locations.ts) and
// the location import (lib/import/places.ts), so a place imported later is named as the seed names it.
import { STATE_NAMES } from "./states";

export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export function stripMarks(value: string): string {
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
  const stateName = STATE_NAMES[state]?.toLowerCase();
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
  if (name.replace(/\./g, "").toUpperCase() in STATE_NAMES && letters.length === 2) return "";
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
  else if (core.length === 2 && core in STATE_NAMES && next !== undefined && /^\d/.test(next)) out = core;
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

/** A city id: the name in kebab case (accents and apostrophes dropped), then the state in lower case. */
export function citySlug(name: string, state: string): string {
  const base = stripMarks(name)
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base}-${state.toLowerCase()}`;
}
