// Reads the MenuStat 2022 CSV and turns its rows into menu items per chain: meals, components and drinks, every size
// named.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { componentSlot, menuStatKind } from "./item-kinds";
import {
  addOnName,
  descriptionRest,
  dishKey,
  isSizeLabel,
  SIZE_SEPARATOR,
  splitSize,
  trimSharedWords,
} from "./sizes";
import type { ItemKind, MealType, MenuItem, MenuLabel } from "./types";

interface CsvRow {
  restaurant: string;
  item: string;
  category: string;
  serving: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  sugar: string;
  saturated_fat?: string;
  trans_fat?: string;
  cholesterol?: string;
  sodium?: string;
  fiber?: string;
  potassium?: string;
  description?: string;
}

const BREAKFAST =
  /\b(eggs?|egg whites?|omelets?|omelettes?|pancakes?|hotcakes?|waffles?|french toast|mcmuffin|mcgriddles?|hash ?browns?|breakfast|scrambl\w*|benedict|grits|oatmeal|frittata|quiche|croissan'?wich|crepes?|huevos|sunriser|slam|parfaits?)\b/i;
const BREAKFAST_BISCUIT =
  /\bbiscuits?\b.*\b(egg|sausage|bacon|ham|gravy|chicken)\b|\b(egg|sausage|bacon|ham|chicken)\b.*\bbiscuits?\b/i;
const BREAKFAST_BAKERY = /\b(bagels?|muffins?|danish|scones?|donuts?|doughnuts?)\b/i;
const NOT_BREAKFAST =
  /eggplant|egg ?rolls?|egg drop|egg noodle|egg salad|deviled|fried rice|waffle (potato|fries|fry|cut|cone|bowl|chips)|w\/o biscuit|\bdinner\b|\blunch\b|pizza bagel|party bagel|bagel bites|corn ?bread|corn muffins?|italian doughnuts/i;
const ENTREE_CATEGORIES = new Set(["Entrees", "Sandwiches", "Burgers", "Salads", "Pizza", "Soup"]);
const SIDE_CATEGORIES = new Set(["Appetizers & Sides", "Fried Potatoes"]);

export function isBreakfastItem(name: string, category: string): boolean {
  if (NOT_BREAKFAST.test(name) || category === "Desserts") return false;
  if (category === "Salads" && !/breakfast/i.test(name)) return false;
  if (category === "Baked Goods" && BREAKFAST_BAKERY.test(name)) return true;
  return BREAKFAST.test(name) || (BREAKFAST_BISCUIT.test(name) && category !== "Appetizers & Sides");
}

export function mealTypesFor(name: string, category: string): MealType[] {
  if (isBreakfastItem(name, category)) return ["breakfast"];
  if (/\blunch\b/i.test(name)) return ["lunch"];
  if (/\bdinner\b/i.test(name)) return ["dinner"];
  if (ENTREE_CATEGORIES.has(category) || SIDE_CATEGORIES.has(category)) return ["lunch", "dinner"];
  if (category === "Baked Goods" && /bread|roll|pretzel|flatbread|knot|tortilla/i.test(name))
    return ["lunch", "dinner"];
  return [];
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function num(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * The rest of the label (numbers as the CSV writes them; null: not published, or a CSV without the column). A
 * negative value cannot be a label's (MenuStat has one: fiber -1 g) and is kept as unknown.
 */
function labelOf(row: CsvRow): MenuLabel {
  const value = (cell: string | undefined) => {
    const written = text(cell);
    return written === null || Number(written) < 0 ? null : written;
  };
  return {
    saturatedFat: value(row.saturated_fat),
    transFat: value(row.trans_fat),
    cholesterol: value(row.cholesterol),
    sodium: value(row.sodium),
    fiber: value(row.fiber),
    potassium: value(row.potassium),
  };
}

/** One row of a menu document, read: what the item rules below need. */
export interface SourceRow {
  item: string;
  kind: ItemKind;
  category: string;
  /** What tells the rows of one item name apart in the document (MenuStat's item description), or "". */
  description: string;
  serving: string | null;
  calories: string | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  label: MenuLabel;
}

const numbersKey = (row: SourceRow) => [row.calories, row.protein, row.carbs, row.fat, row.sugar].join("|");
const isComplete = (row: SourceRow) =>
  [row.calories, row.protein, row.carbs, row.fat, row.sugar].every((value) => value !== null);

function toItem(row: SourceRow, dish: string | null, size: string | null): MenuItem {
  const name = dish !== null && size !== null ? `${dish}${SIZE_SEPARATOR}${size}` : row.item;
  return {
    name,
    sourceName: row.item,
    dish: size === null ? null : dish,
    size,
    kind: row.kind,
    slot: row.kind === "component" ? componentSlot(size === null ? row.item : (dish ?? row.item)) : null,
    category: row.category,
    serving: row.serving,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    sugar: row.sugar,
    complete: isComplete(row),
    mealTypes: row.kind === "meal" ? mealTypesFor(row.item, row.category) : [],
    p: num(row.protein),
    kcal: num(row.calories),
    f: num(row.fat),
    s: num(row.sugar),
    label: row.label,
  };
}

function groupBy<T>(values: T[], key: (value: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const k = key(value);
    const group = groups.get(k);
    if (group) group.push(value);
    else groups.set(k, [value]);
  }
  return [...groups.values()];
}

/** A row on its way to the menu: its place in the document, its dish and its size (null: none). */
type Entry = { at: number; row: SourceRow; dish: string; size: string | null };

const sameNumbers = (a: SourceRow, b: SourceRow) => numbersKey(a) === numbersKey(b);
/** Rows told apart by their numbers alone: their energy, and their protein and fat where the energy ties. */
function portionLabels(rows: SourceRow[]): string[] {
  const steps = [
    (row: SourceRow) => (row.calories === null ? "energy not published" : `${row.calories} kcal`),
    (row: SourceRow) => `${row.calories ?? "?"} kcal, ${row.protein ?? "?"} g protein`,
    (row: SourceRow) =>
      `${row.calories ?? "?"} kcal, ${row.protein ?? "?"} g protein, ${row.fat ?? "?"} g fat`,
  ];
  for (const step of steps) {
    const labels = rows.map(step);
    if (new Set(labels).size === labels.length) return labels;
  }
  return rows.map(steps[2]!);
}

/**
 * Rows of one dish and one size whose numbers differ are told apart by what differs: the words their descriptions
 * add (a size when they are a size's words, else a dish of its own, "French Fries (Side Dishes)"), else their
 * servings, else their energy ("Queso — 96 kcal"), the one thing the document gives them apart.
 */
function tellApart(entries: Entry[]): Entry[] {
  if (entries.length === 1) return entries;
  const rests = trimSharedWords(entries.map(({ row }) => descriptionRest(row.description, row.item)));
  const servings = trimSharedWords(entries.map(({ row }) => row.serving?.trim() ?? ""));
  const labels = [rests, servings].find(
    (candidate) =>
      candidate.every((label) => label !== "" && label.length <= 60) &&
      new Set(candidate.map((label) => label.toLowerCase())).size === candidate.length,
  );
  const portions = portionLabels(entries.map(({ row }) => row));
  return entries.map((entry, i) => {
    const label = labels?.[i];
    if (label === undefined) {
      const portion = portions[i]!;
      return { ...entry, size: entry.size === null ? portion : `${entry.size} (${portion})` };
    }
    if (entry.size === null && isSizeLabel(label)) return { ...entry, size: label };
    return { ...entry, dish: `${entry.dish} (${label})` };
  });
}

/**
 * A dish's rows as items. A dish with sizes names each row "<dish> — <size>", and its one plain row is its Regular
 * size, unless a row is called Regular: a plain row never takes a real size's name, so then it goes when it has the
 * numbers of one of the sizes (the document printed that size twice) and keeps its plain name when it has its own.
 */
function dishItems(entries: Entry[]): { at: number; item: MenuItem }[] {
  const dish = entries[0]!.dish;
  const sized = entries.filter((entry) => entry.size !== null);
  if (entries.length === 1) {
    const { at, row, size } = entries[0]!;
    return [
      { at, item: size === null ? { ...toItem(row, null, null), name: dish } : toItem(row, dish, size) },
    ];
  }
  const plain = entries.filter((entry) => entry.size === null);
  const regularTaken = sized.some((entry) => entry.size!.toLowerCase() === "regular");
  return [
    ...sized.map(({ at, row, size }) => ({ at, item: toItem(row, dish, size) })),
    ...plain.flatMap(({ at, row }) => {
      if (!regularTaken && plain.length === 1) return [{ at, item: toItem(row, dish, "Regular") }];
      if (sized.some((other) => sameNumbers(other.row, row))) return [];
      return [{ at, item: { ...toItem(row, null, null), name: dish } }];
    }),
  ];
}

/**
 * A menu's items from its document's rows, in the document's order. Every row is kept, but rows of one item name
 * with the same numbers are one item (the first complete row). With `splitNames`, a size in a name ("Caffe Latte,
 * Grande", '6" Spicy Italian', "Chow Mein (Cub Meal)") makes the row a size of its dish; rows whose names differ only
 * in punctuation are one dish. Rows of one dish and size with different numbers are told apart by what differs
 * (tellApart). A name that starts with "with" is an add-on, named for what it is. No two items of a menu share a
 * name.
 */
export function menuItems(rows: SourceRow[], options: { splitNames?: boolean } = {}): MenuItem[] {
  const unique: { at: number; row: SourceRow }[] = [];
  for (const group of groupBy(
    rows.map((row, at) => ({ at, row })).filter(({ row }) => row.item !== ""),
    ({ row }) => `${row.kind}|${row.item.toLowerCase()}`,
  )) {
    const kept: { at: number; row: SourceRow }[] = [];
    for (const entry of group) {
      const same = kept.findIndex((k) => sameNumbers(k.row, entry.row));
      if (same === -1) kept.push(entry);
      else if (!isComplete(kept[same]!.row) && isComplete(entry.row)) kept[same] = entry;
    }
    unique.push(...kept);
  }
  const entries: Entry[] = unique.map(({ at, row }) => {
    const name = addOnName(row.item, descriptionRest(row.description, row.item));
    const split = options.splitNames ? splitSize(name) : null;
    return { at, row, dish: split?.dish ?? name, size: split?.size ?? null };
  });
  const told = groupBy(
    entries,
    (e) => `${e.row.kind}|${dishKey(e.dish)}|${(e.size ?? "").toLowerCase()}`,
  ).flatMap(tellApart);
  const items = groupBy(told, (e) => `${e.row.kind}|${dishKey(e.dish)}`).flatMap(dishItems);
  items.sort((a, b) => a.at - b.at);
  // A name another item already has (two dishes told apart by nothing): its energy tells it apart.
  const seen = new Set<string>();
  return items.map(({ item, at }) => {
    let named = item;
    if (seen.has(named.name.toLowerCase())) {
      const size = [item.size, portionLabels([rows[at]!])[0]].filter(Boolean).join(", ");
      const dish = item.dish ?? item.name;
      named = { ...item, dish, size, name: `${dish}${SIZE_SEPARATOR}${size}` };
    }
    seen.add(named.name.toLowerCase());
    return named;
  });
}

function menuStatRow(row: CsvRow): SourceRow {
  const category = row.category.trim();
  return {
    item: row.item.trim(),
    kind: menuStatKind(category),
    category,
    description: row.description?.trim() ?? "",
    serving: text(row.serving),
    calories: text(row.calories),
    protein: text(row.protein),
    carbs: text(row.carbs),
    fat: text(row.fat),
    sugar: text(row.sugar),
    label: labelOf(row),
  };
}

/** The items of each chain of the MenuStat CSV (by its restaurant name), in CSV order: meals, components and drinks. */
export function loadMenus(csvPath: string): Map<string, MenuItem[]> {
  const rows = parse(readFileSync(csvPath, "utf8"), { columns: true, skip_empty_lines: true }) as CsvRow[];
  const byChain = new Map<string, SourceRow[]>();
  for (const row of rows) {
    const chain = byChain.get(row.restaurant) ?? [];
    byChain.set(row.restaurant, chain);
    chain.push(menuStatRow(row));
  }
  return new Map([...byChain].map(([name, chainRows]) => [name, menuItems(chainRows, { splitNames: true })]));
}

const CATEGORY_LABELS: Record<string, string> = {
  Entrees: "entrée",
  Sandwiches: "sandwich",
  Burgers: "burger",
  Salads: "salad",
  Pizza: "pizza",
  Soup: "soup",
  "Appetizers & Sides": "side or appetizer",
  "Fried Potatoes": "potato side",
  "Baked Goods": "bakery item",
  Desserts: "dessert",
  Beverages: "drink",
  "Toppings & Ingredients": "topping or ingredient",
};

export function withArticle(label: string): string {
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

/** A short factual description built only from what the CSV says: chain, category and serving. */
export function describeMeal(item: MenuItem, chainName: string, variant: number): string {
  const label = CATEGORY_LABELS[item.category] ?? "menu item";
  const breakfast = item.mealTypes.includes("breakfast") ? "breakfast " : "";
  const first =
    variant % 3 === 0
      ? `${withArticle(breakfast + label)} from the ${chainName} menu.`.replace(/^./, (c) => c.toUpperCase())
      : variant % 3 === 1
        ? `On the ${chainName} menu, ${item.name} is listed as ${withArticle(breakfast + label)}.`
        : `${item.name} is ${withArticle(breakfast + label)} at ${chainName}.`;
  const second = item.serving
    ? `Nutrition is for one serving (${item.serving}).`
    : "Nutrition is for one serving as published by the chain.";
  return `${first} ${second}`;
}
