// Names the sizes of a dish. A menu document lists a dish once per size, portion or preparation, under one item
// name or with the size in the name ("Caffe Latte, Grande", '6" Spicy Italian', "1% Milk (Kids)"): each becomes a
// row of its own, named "<dish> — <size>", with its own published numbers (never scaled). A size is only what the
// source's words call a size; rows that differ by anything else are dishes of their own, named for what differs.

import { SIZE_WORDS } from "../../lib/restaurants/size-order";

/** Between a dish and its size in a row's name. */
export const SIZE_SEPARATOR = " — ";

const words = (text: string) => text.split(" ").filter(Boolean);
/** The longest size label: a longer one is a list of where the row is served, not a size. */
export const MAX_SIZE_LENGTH = 60;
const distinct = (labels: string[]) =>
  labels.every((label) => label !== "" && label.length <= MAX_SIZE_LENGTH) &&
  new Set(labels.map((label) => label.toLowerCase())).size === labels.length;

/** A description without the item name it starts with ("Steak, Large Sub Meats" -> "Large Sub Meats"). */
export function descriptionRest(description: string, name: string): string {
  const text = description.trim();
  const rest = text.toLowerCase().startsWith(name.toLowerCase()) ? text.slice(name.length) : text;
  return rest.replace(/^[\s,:;\-–—]+/, "").trim();
}

/**
 * The labels with the words they all start and end with taken off, while each keeps a word and all stay apart
 * ("Large Sub Meats", "Small Sub Meats" -> "Large", "Small").
 */
export function trimSharedWords(labels: string[]): string[] {
  let parts = labels.map(words);
  const same = (at: (w: string[]) => string | undefined) =>
    parts.every((w) => w.length > 1 && at(w)?.toLowerCase() === at(parts[0]!)?.toLowerCase());
  // A number says less without its word ("1", "2" of "1 Egg", "2 Egg"; "slice" of "1 slice"): it keeps it.
  const numeric = (w: string[]) => w.length === 2 && /^[\d.,/]+$/.test(w[0]!);
  for (;;) {
    if (same((w) => w[0]) && !/^[\d.,/]+$/.test(parts[0]![0]!)) parts = parts.map((w) => w.slice(1));
    else if (same((w) => w[w.length - 1]) && !parts.some(numeric)) parts = parts.map((w) => w.slice(0, -1));
    else break;
  }
  const trimmed = parts.map((w) =>
    w
      .join(" ")
      .replace(/^[,:;\-–—]+|[,:;\-–—]+$/g, "")
      .trim(),
  );
  return distinct(trimmed) ? trimmed : labels;
}

/** A measured size: a count, a length or a volume ("6-inch", '12"', "20 fl oz", "10 pc", "2 oz.", "Footlong"). */
const MEASURE =
  /^(\d+(\.\d+)?|\d+\/\d+)\s*(-?\s*(in\.?|inch(es)?|"|''|”|fl\.? ?oz\.?|oz\.?|ounces?|ml|l|pc\.?|pcs\.?|pieces?|ct\.?|count|ea\.?|each|slices?|wings?|tenders?|strips?|nuggets?|pancakes?|rolls?|links?|scoops?|shots?|pumps?|cookies?|tacos?|lb\.?|lbs\.?|g))$|^foot-?long$|^footlong$/i;
const isSizeWord = (word: string) => SIZE_WORDS.some(([rule]) => rule.test(word));

/**
 * Whether a label is a size in the source's words: one to three size words or measures ("Large", "Venti",
 * 'Medium 12"', "Regular Cup", "6-inch", "10 pc", "Footlong").
 */
export function isSizeLabel(label: string): boolean {
  const text = label.trim().replace(/[.,]$/, "");
  if (text === "" || text.length > 30) return false;
  if (MEASURE.test(text) || isSizeWord(text)) return true;
  const parts = text.split(/\s+/);
  if (parts.length > 4) return false;
  // Two-word sizes ("extra large", "family size", "fl oz") are read as one before the rest.
  let rest = text;
  for (let tries = 0; tries < 4 && rest !== ""; tries++) {
    const match =
      /^(extra large|family size|lunch size|cub meal|\d+(\.\d+)?\s*(fl\.? ?oz\.?|-?inch(es)?|"|''|”|oz\.?|pc\.?|pcs\.?|pieces?|ct\.?|count|slices?)|\S+)\s*/i.exec(
        rest,
      );
    if (!match) return false;
    const word = match[1]!;
    if (!(isSizeWord(word) || MEASURE.test(word))) return false;
    rest = rest.slice(match[0].length);
  }
  return rest === "";
}

/**
 * A name with a size in it split into its dish, its size and what else its note says: a size at the end ("Cajun
 * Fries, Large", "Chow Mein (Cub Meal)", "Caffe Latte, Grande", "7UP (20 fl oz)", "Turkey - Large"), one among the
 * words of a note ("#13 Original Italian (Regular, White Bread)": size Regular, the dish "#13 Original Italian (White
 * Bread)"), or at the start ('6" Spicy Italian', "Footlong Meatball Marinara", "Small Chili"). Null when the name has
 * no size.
 */
export function splitSize(name: string): { dish: string; size: string } | null {
  const text = name.trim();
  const capital = (size: string) => size.replace(/^./, (c) => c.toUpperCase());
  // A note in parentheses at the end: its size words, and the rest kept in the dish's note.
  const note = /^(.*\S)\s*\(([^()]+)\)$/.exec(text);
  if (note) {
    const parts = note[2]!.split(/\s*,\s*/);
    const sized = parts.filter((part) => isSizeLabel(part));
    if (sized.length === 1) {
      const rest = parts.filter((part) => !isSizeLabel(part));
      const dish = rest.length ? `${note[1]} (${rest.join(", ")})` : note[1]!;
      return { dish: dish.replace(/[,\s]+$/, ""), size: capital(sized[0]!) };
    }
  }
  // A size after a comma or a dash.
  const tail = /^(.*\S)\s*(?:,|\s[-–]\s?|\s-)\s*([^,()–-]+)$/.exec(text);
  if (tail && isSizeLabel(tail[2]!))
    return { dish: tail[1]!.replace(/[,\s]+$/, ""), size: capital(tail[2]!.trim()) };
  // A size before the dish: a measure ('6"', "12-inch", "Footlong") or a size word followed by the dish.
  const head =
    /^((?:\d+(?:\.\d+)?\s*(?:"|''|”|-?inch(?:es)?|in\.?)|foot-?long|small|medium|large|regular|kids?|kid's|mini|junior)\s*)\s(\S.*)$/i.exec(
      text,
    ) ?? /^(\d+(?:\.\d+)?\s*(?:"|''|”))(\S.*)$/.exec(text);
  if (head) {
    const size = head[1]!.trim();
    return { dish: head[2]!.trim(), size: capital(size.replace(/''|”/g, '"')) };
  }
  return null;
}

/**
 * A dish's key: its name in lower case without punctuation, so names that differ only in punctuation ("Chick-n-Strips",
 * "Chick N Strips") are one dish.
 */
export function dishKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
}

/**
 * A name that starts with "with" names an add-on, not a dish ("with Anchovies" on a pizza): the add-on's name,
 * with where the document says it goes ("Anchovies (on Gluten Free Thin Crust Cheese Pizzas)").
 */
export function addOnName(name: string, where: string): string {
  const match = /^with\s+(.+)$/i.exec(name.trim());
  if (!match) return name;
  const item = match[1]!.replace(/^./, (c) => c.toUpperCase());
  return where ? `${item} (on ${where})` : `${item} (add-on)`;
}
