// The hand-off to a tracker (docs/product.md#tracker-hand-off): a meal, a custom meal or a combination as text for
// a tracker's quick-add and as a CSV file. No tracker offers a public API, so the diner pastes or imports these.
// A value the menu does not give is written N/A, never 0, and so is a total that would include one.
import { knownMacro, MENU_MACROS, type MenuMacro, UNKNOWN_MACRO } from "@/lib/nutrition/macro-value";

/** One line of what was eaten: a meal and how many of it, its values as written on the menu. */
export type HandOffItem = {
  name: string;
  restaurant: string | null;
  quantity: number;
  calories: string | number | null;
  protein: string | number | null;
  carbs: string | number | null;
  fat: string | number | null;
  sugar: string | number | null;
  source?: string | null;
  as_of?: string | null;
};

const UNITS: Record<MenuMacro, string> = { calories: "kcal", protein: "g", carbs: "g", fat: "g", sugar: "g" };
const LABELS: Record<MenuMacro, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  sugar: "Sugar",
};

/** A line's value of a nutrient (quantity included), or null when the menu does not give it. */
function lineValue(item: HandOffItem, nutrient: MenuMacro): number | null {
  const value = knownMacro(item[nutrient]);
  return value === null ? null : value * item.quantity;
}

/** Calories whole, grams to one decimal (the site's way of writing them). */
const rounded = (nutrient: MenuMacro, value: number) =>
  nutrient === "calories" ? Math.round(value) : Math.round(value * 10) / 10;

/** The total of a nutrient over the lines; null when any line's value is unknown. */
export function handOffTotal(items: HandOffItem[], nutrient: MenuMacro): number | null {
  let total = 0;
  for (const item of items) {
    const value = lineValue(item, nutrient);
    if (value === null) return null;
    total += value;
  }
  return rounded(nutrient, total);
}

const written = (nutrient: MenuMacro, value: number | null) =>
  value === null
    ? `${LABELS[nutrient]} ${UNKNOWN_MACRO}`
    : `${LABELS[nutrient]} ${rounded(nutrient, value)} ${UNITS[nutrient]}`;

/**
 * The text for a tracker's quick-add: one line per item, 'Name (Restaurant) x2: Calories 1080 kcal, Protein 84 g,
 * Carbs 12 g, Fat 30 g, Sugar 2 g', then 'Total: ...'.
 */
export function trackerText(items: HandOffItem[]): string {
  const lines = items.map((item) => {
    const where = item.restaurant ? ` (${item.restaurant})` : "";
    const times = item.quantity > 1 ? ` x${item.quantity}` : "";
    return `${item.name}${where}${times}: ${MENU_MACROS.map((n) => written(n, lineValue(item, n))).join(", ")}`;
  });
  const total = MENU_MACROS.map((n) => written(n, handOffTotal(items, n))).join(", ");
  return [...lines, `Total: ${total}`].join("\n");
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is written as text: a quote before it.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return UNKNOWN_MACRO;
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_HEADER = ["item", "restaurant", "quantity", ...MENU_MACROS, "source"];

/**
 * The lines as CSV (RFC 4180, CRLF): item, restaurant, quantity, then each value for the line (quantity included,
 * calories whole, grams to one decimal, N/A when unknown), and the source of the values ('MenuStat 2022').
 */
export function trackerCsv(items: HandOffItem[]): string {
  const rows = items.map((item) => [
    item.name,
    item.restaurant ?? "",
    item.quantity,
    ...MENU_MACROS.map((n) => {
      const value = lineValue(item, n);
      return value === null ? null : rounded(n, value);
    }),
    [item.source, item.as_of].filter(Boolean).join(" ") || "Source not recorded",
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A file name for the CSV: the meal's name in kebab case. */
export const csvFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "meal"
  }.csv`;

/** The CSV as a link's address, so 'Download CSV' works without JavaScript. */
export const csvDataUrl = (items: HandOffItem[]) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(trackerCsv(items))}`;

type MenuMeal = Pick<HandOffItem, "name" | "calories" | "protein" | "carbs" | "fat" | "sugar"> & {
  id: string;
  source?: string | null;
  as_of?: string | null;
};

/** A menu meal as a hand-off line (with its id, for the saved meal's key). */
export const handOffItem = (meal: MenuMeal, restaurant: string | null, quantity = 1) => ({
  id: meal.id,
  name: meal.name,
  restaurant,
  quantity,
  calories: meal.calories,
  protein: meal.protein,
  carbs: meal.carbs,
  fat: meal.fat,
  sugar: meal.sugar,
  source: meal.source ?? null,
  as_of: meal.as_of ?? null,
});
