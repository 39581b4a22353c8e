// Reads the MenuStat 2022 CSV and turns its food rows into menu items per chain.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { MealType, MenuItem, MenuLabel } from "./types";

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
}

/** Drinks and add-on ingredients are never meals. */
const SKIPPED_CATEGORIES = new Set(["Beverages", "Toppings & Ingredients"]);
/** Platters meant for a table (family feasts, whole large pizzas) are left out. */
const MAX_CALORIES = 2000;

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

function text(value: string): string | null {
  const trimmed = value.trim();
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
    const written = cell === undefined ? null : text(cell);
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

function toItem(row: CsvRow): MenuItem {
  const item = {
    name: row.item.trim(),
    category: row.category.trim(),
    serving: text(row.serving),
    calories: text(row.calories),
    protein: text(row.protein),
    carbs: text(row.carbs),
    fat: text(row.fat),
    sugar: text(row.sugar),
  };
  const values = [item.calories, item.protein, item.carbs, item.fat, item.sugar];
  return {
    ...item,
    complete: values.every((value) => value !== null),
    mealTypes: mealTypesFor(item.name, item.category),
    p: num(item.protein),
    kcal: num(item.calories),
    f: num(item.fat),
    s: num(item.sugar),
    label: labelOf(row),
  };
}

/** Food items per CSV restaurant name, one per item name (the first complete row wins), in CSV order. */
export function loadMenus(csvPath: string): Map<string, MenuItem[]> {
  const rows = parse(readFileSync(csvPath, "utf8"), { columns: true, skip_empty_lines: true }) as CsvRow[];
  const byChain = new Map<string, Map<string, MenuItem>>();
  for (const row of rows) {
    if (SKIPPED_CATEGORIES.has(row.category.trim())) continue;
    const item = toItem(row);
    if (item.name === "" || item.kcal === null || item.p === null || item.kcal > MAX_CALORIES) continue;
    const chain = byChain.get(row.restaurant) ?? new Map<string, MenuItem>();
    byChain.set(row.restaurant, chain);
    const key = item.name.toLowerCase();
    const existing = chain.get(key);
    if (!existing || (!existing.complete && item.complete)) chain.set(key, item);
  }
  return new Map([...byChain].map(([name, items]) => [name, [...items.values()]]));
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
