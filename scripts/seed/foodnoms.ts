// Reads a chain's own nutrition document as typed by FoodNoms (data/foodnoms/*.csv, MIT): one CSV per chain, read
// by its header (the columns differ by file), with the files' known quirks handled by rule (data/foodnoms/SOURCE.md):
// Windows-1252 text, a byte-order mark, "<1" values, text shifted into number columns, repeated names, blank lines.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { categoryFor, namedKind } from "./item-kinds";
import { menuItems, type SourceRow } from "./menu";
import type { MenuItem, MenuLabel } from "./types";

/** The document's values this project keeps, by the file's column names. */
const COLUMNS = {
  calories: "Calories",
  fat: "Total Fat (g)",
  saturatedFat: "Saturated Fat (g)",
  transFat: "Trans Fat (g)",
  cholesterol: "Cholesterol (mg)",
  sodium: "Sodium (mg)",
  carbs: "Carbohydrates (g)",
  fiber: "Fiber (g)",
  sugar: "Sugars (g)",
  protein: "Protein (g)",
} as const;
/** Columns that must hold a number when filled: a row with text there is refused. */
const NUMBER_COLUMNS = Object.values(COLUMNS);

export type FoodnomsOptions = {
  /** The file's text encoding: "utf-8" unless the file says otherwise (dennys.csv is Windows-1252). */
  encoding?: string;
  /** Every row is a part of an order (Chipotle's document), except drinks and the rows `meals` names. */
  components?: boolean;
  meals?: RegExp;
};

/** A refused row: its line in the file and why. */
export type RefusedRow = { line: number; reason: string };

/** The file's text: UTF-8 unless its encoding is given, without a byte-order mark. */
export function decodeFile(bytes: Uint8Array, encoding = "utf-8"): string {
  return new TextDecoder(encoding, { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
}

/**
 * A number cell as the project keeps it: the number's text, or null when blank or a bound ("<1", "< 1"), which is
 * not a value; undefined when the cell holds something that is not a number (the row is then refused).
 */
export function numberCell(cell: string | undefined): string | null | undefined {
  const value = cell?.trim() ?? "";
  if (value === "" || /^<\s*\d+(\.\d+)?$/.test(value)) return null;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return String(Number(value));
}

/**
 * The serving as the document writes it: its weight or volume and its description. Text shifted into a weight or
 * volume column (KFC's "1 kids meal", "0.5 gallon") is read as what it says, a description.
 */
function servingOf(row: Record<string, string>): string | null {
  const shifted: string[] = [];
  const measure = (column: string, unit: string) => {
    const cell = row[column]?.trim() ?? "";
    const value = numberCell(cell);
    if (value === undefined) shifted.push(cell);
    return value ? `${Math.round(Number(value))} ${unit}` : "";
  };
  const grams = measure("Serving Size (g)", "g");
  const ml = measure("Serving Size (mL)", "mL");
  const amount = grams || ml;
  const description = [row["Serving Size Description"]?.trim() ?? "", ...shifted].filter(Boolean).join(", ");
  if (description && amount) return `${description}, ${amount}`;
  return description || amount || null;
}

/** The document's rows, read: each kept row, and each refused one with its line. */
export function readFoodnoms(
  text: string,
  options: FoodnomsOptions = {},
): { rows: SourceRow[]; refused: RefusedRow[] } {
  const records = parse(text, { columns: true, skip_empty_lines: true, info: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const rows: SourceRow[] = [];
  const refused: RefusedRow[] = [];
  for (const { record, info } of records) {
    const item = record.Name?.replace(/\s+/g, " ").trim() ?? "";
    if (item === "") continue;
    const bad = NUMBER_COLUMNS.find((column) => numberCell(record[column]) === undefined);
    if (bad) {
      refused.push({ line: info.lines, reason: `${bad} is "${record[bad]}", not a number` });
      continue;
    }
    const value = (column: string) => numberCell(record[column]) ?? null;
    const meal = options.meals?.test(item) ?? false;
    const named = namedKind(item, { components: options.components && !meal });
    const kind = meal && named !== "drink" ? "meal" : named;
    const label: MenuLabel = {
      saturatedFat: value(COLUMNS.saturatedFat),
      transFat: value(COLUMNS.transFat),
      cholesterol: value(COLUMNS.cholesterol),
      sodium: value(COLUMNS.sodium),
      fiber: value(COLUMNS.fiber),
      potassium: null,
    };
    rows.push({
      item,
      kind,
      category: categoryFor(item, kind),
      description: "",
      serving: servingOf(record),
      calories: value(COLUMNS.calories),
      protein: value(COLUMNS.protein),
      carbs: value(COLUMNS.carbs),
      fat: value(COLUMNS.fat),
      sugar: value(COLUMNS.sugar),
      label,
    });
  }
  return { rows, refused };
}

/** A chain's menu from its FoodNoms file: every size named (names that end in a size are sizes of their dish). */
export function loadFoodnomsMenu(
  path: string,
  options: FoodnomsOptions = {},
): { items: MenuItem[]; refused: RefusedRow[] } {
  const { rows, refused } = readFoodnoms(decodeFile(readFileSync(path), options.encoding), options);
  return { items: menuItems(rows, { splitNames: true }), refused };
}
