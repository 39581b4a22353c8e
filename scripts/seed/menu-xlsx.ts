// Turns the MenuStat 2022 sheet (data/ms_annual_data_2022.xlsx) into the rows of data/chain-menus.csv, by the
// rules in data/chain-menus.SOURCE.md. Pure: the reading of the workbook is in build-menu-csv.ts.
import { LABEL_COLUMNS } from "../../lib/import/menu-csv";

/**
 * The CSV's columns: the first nine are the original file's, the next six the rest of MenuStat's label, and the last
 * MenuStat's item description, which tells apart the rows of one item name (its sizes, portions and preparations).
 */
export const MENU_CSV_COLUMNS = [
  "restaurant",
  "item",
  "category",
  "serving",
  "calories",
  "protein",
  "carbs",
  "fat",
  "sugar",
  ...LABEL_COLUMNS,
  "description",
] as const;
export type MenuCsvRow = Record<(typeof MENU_CSV_COLUMNS)[number], string>;

/** The nine columns that decide whether two rows are the same item (the label and description columns came later). */
const KEY_COLUMNS = MENU_CSV_COLUMNS.slice(0, 9);

/** A sheet cell as the reader gives it: a number, text, rich text, or nothing. */
export type Cell = number | string | { richText: { text: string }[] } | null | undefined;
/** One sheet row by its header names. */
export type SheetRow = Record<string, Cell>;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "object") return cell.richText.map((part) => part.text).join("");
  return String(cell);
}

/** Whitespace collapsed, ends trimmed, and the two encoding artifacts of the file repaired. */
export function cleanText(cell: Cell): string {
  return cellText(cell)
    .replace(/\s+/g, " ")
    .trim()
    .replaceAll("â„¢", "™")
    .replaceAll("ﬀ", "ff")
    .replaceAll("ﬃ", "ffi")
    .replaceAll("ﬄ", "ffl");
}

/**
 * A nutrient in its shortest decimal form ("2.2999999999999998" -> "2.3"); "1 g" -> "1"; anything else that is not
 * a number (a range such as "4440-4620", a dash) is blank.
 */
export function cleanNumber(cell: Cell): string {
  const text = cleanText(cell).replace(/^(\d+(?:\.\d+)?) ?(?:g|mg)$/i, "$1");
  if (text === "" || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return "";
  return String(Number(text));
}

/** `"<size> <unit>"` plus ` (<household>)`, else the household measure, the bare size or the serving text. */
export function servingText(row: SheetRow): string {
  const size = cleanText(row.serving_size);
  const unit = cleanText(row.serving_size_unit);
  const household = cleanText(row.serving_size_household);
  if (size && unit) return `${size} ${unit}` + (household ? ` (${household})` : "");
  return household || size || cleanText(row.serving_size_text);
}

function toCsvRow(row: SheetRow): MenuCsvRow {
  return {
    restaurant: cleanText(row.restaurant),
    item: cleanText(row.item_name),
    category: cleanText(row.food_category),
    serving: servingText(row),
    calories: cleanNumber(row.calories),
    protein: cleanNumber(row.protein),
    carbs: cleanNumber(row.carbohydrates),
    fat: cleanNumber(row.total_fat),
    sugar: cleanNumber(row.sugar),
    saturated_fat: cleanNumber(row.saturated_fat),
    trans_fat: cleanNumber(row.trans_fat),
    cholesterol: cleanNumber(row.cholesterol),
    sodium: cleanNumber(row.sodium),
    fiber: cleanNumber(row.dietary_fiber),
    potassium: cleanNumber(row.potassium),
    description: cleanText(row.item_description),
  };
}

/**
 * The CSV rows in sheet order: rows without a restaurant and rows without any of the five original nutrients are
 * dropped, and of rows equal over the nine original columns the first is kept (with its label values).
 */
export function menuRows(sheet: SheetRow[]): MenuCsvRow[] {
  const seen = new Set<string>();
  const rows: MenuCsvRow[] = [];
  for (const sheetRow of sheet) {
    const row = toCsvRow(sheetRow);
    if (row.restaurant === "") continue;
    if ([row.calories, row.protein, row.carbs, row.fat, row.sugar].every((value) => value === "")) continue;
    const key = JSON.stringify(KEY_COLUMNS.map((column) => row[column]));
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180, `\n` line endings, a header line first. */
export function toCsv(rows: MenuCsvRow[]): string {
  const lines = [MENU_CSV_COLUMNS.join(",")];
  for (const row of rows) lines.push(MENU_CSV_COLUMNS.map((column) => csvField(row[column])).join(","));
  return lines.join("\n") + "\n";
}
