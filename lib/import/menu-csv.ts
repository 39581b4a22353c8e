import { parse } from "csv-parse/sync";
import { MENU_MACROS } from "@/lib/nutrition/macro-value";
import { isAsOfDate, isSourceUrl, MAX_SOURCE_LENGTH } from "@/lib/nutrition/provenance";
import { COMPONENT_SLOTS, ITEM_KINDS } from "@/lib/restaurants/item-kinds";
import { RESTAURANT_KINDS } from "./places";

/** The columns that name a row's restaurant, where it is and its item. */
const PLACE_AND_ITEM_COLUMNS = ["restaurant", "city", "state", "address", "item", "description"] as const;

/** The label columns an import may give, beyond the macros (a meal's values as catalogue_put_meal takes them). */
export const LABEL_COLUMNS = [
  "saturated_fat",
  "trans_fat",
  "cholesterol",
  "sodium",
  "fiber",
  "potassium",
] as const;
type LabelColumn = (typeof LABEL_COLUMNS)[number];
/** Each label column's unit, as MenuStat publishes it. */
const LABEL_UNITS: Record<LabelColumn, "g" | "mg"> = {
  saturated_fat: "g",
  trans_fat: "g",
  cholesterol: "mg",
  sodium: "mg",
  fiber: "g",
  potassium: "mg",
};

const MENU_COLUMNS = [
  ...PLACE_AND_ITEM_COLUMNS,
  ...MENU_MACROS,
  // Where the row's values come from; optional, as are the columns before (older files have none of them).
  "source",
  "source_url",
  "as_of",
  // chain or independent: which menu a row whose name is a chain's belongs to (blank: the chain's); or the item's
  // kind, as item_kind says.
  "kind",
  // A dish served in several sizes: one row a size, each with its own numbers (blank: the dish has one size).
  "size",
  // meal, component or drink (blank: meal), and a component's slot (blank: inferred from its name).
  "item_kind",
  "slot",
  // The rest of the label, optional (blank: not published): a number, with or without its unit.
  ...LABEL_COLUMNS,
] as const;
const REQUIRED = ["restaurant", "city", "item"] as const;

/** The longest value each column takes; the numbers are short text until the import reads them. */
const MAX_LENGTH: Record<(typeof MENU_COLUMNS)[number], number> = {
  restaurant: 200,
  city: 100,
  state: 50,
  address: 300,
  item: 200,
  description: 2000,
  calories: 20,
  protein: 20,
  carbs: 20,
  fat: 20,
  sugar: 20,
  source: MAX_SOURCE_LENGTH,
  source_url: 2000,
  as_of: 10,
  kind: 20,
  size: 120,
  item_kind: 20,
  slot: 20,
  saturated_fat: 20,
  trans_fat: 20,
  cholesterol: 20,
  sodium: 20,
  fiber: 20,
  potassium: 20,
};
/** Text columns whose cells a spreadsheet shows; the numbers and the link are checked by their own rules. */
const TEXT_COLUMNS = [...PLACE_AND_ITEM_COLUMNS, "source", "size"] as const;
/**
 * A cell a spreadsheet would run as a formula when the data is exported again (=, +, -, @, a tab or a carriage
 * return first): refused, since a name or a description never starts so.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The same in a number or link column, where a lone '-' (not published) or a negative number is no formula. */
const FORMULA_START_IN_VALUE = /^(?:[=+@\t\r]|-(?![\d.]*$))/;
/**
 * Characters no cell of an import has: control characters (ESC, NUL...) but the line breaks of a quoted cell, the
 * bidirectional overrides that make text read otherwise than it is stored (U+202E...), and U+FFFD, which decoding
 * leaves where the file's UTF-8 was bad.
 */
const FORBIDDEN_CHARACTER =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffd]/;
/** Longest row the parser reads (every column at its longest is under 10 KB): a longer cell is not read further. */
const MAX_ROW_CHARACTERS = 64 * 1024;

/** The longest value each column of a file takes, and the text columns a spreadsheet would show. */
export type CellChecks<C extends string> = {
  maxLength: Partial<Record<C, number>>;
  textColumns: readonly C[];
};

/** Provenance for the rows that leave it blank, given once for the whole file (on the command line). */
export type ProvenanceDefaults = { source?: string; source_url?: string; as_of?: string };

type MenuColumn = (typeof MENU_COLUMNS)[number];
export type MenuRow = { line: number } & Record<MenuColumn, string | null>;
export type RowError = { line: number; reason: string };

/**
 * What is wrong with a row's (or the defaults') provenance, or null: the source at most 200 characters, the link
 * http or https, the date ISO 8601 at year, month or day precision, and no link or date without a source.
 */
export function provenanceProblem(values: ProvenanceDefaults): string | null {
  if (values.source && values.source.length > MAX_SOURCE_LENGTH) {
    return `source is longer than ${MAX_SOURCE_LENGTH} characters`;
  }
  if (values.source_url && !isSourceUrl(values.source_url)) return "source_url must be an http or https link";
  if (values.as_of && !isAsOfDate(values.as_of)) {
    return `as_of '${values.as_of}' is not a date (a year such as 2022, 2022-05 or 2022-05-14)`;
  }
  if (!values.source && (values.source_url || values.as_of)) return "source_url and as_of need a source";
  return null;
}

/**
 * What is wrong with a row's kinds, or null; valid ones are stored in lower case. `kind` is the restaurant's (chain
 * or independent) or, when it says meal, component or drink, the item's; `item_kind` is the item's, and `slot` a
 * component's.
 */
function kindProblem(row: Pick<MenuRow, "kind" | "item_kind" | "slot">): string | null {
  const kind = row.kind?.toLowerCase() ?? null;
  if (kind !== null && (ITEM_KINDS as readonly string[]).includes(kind)) {
    if (row.item_kind !== null && row.item_kind.toLowerCase() !== kind)
      return `kind '${row.kind}' and item_kind '${row.item_kind}' disagree`;
    row.item_kind = kind;
    row.kind = null;
  } else if (kind !== null) {
    if (!(RESTAURANT_KINDS as readonly string[]).includes(kind)) {
      return `kind '${row.kind}' must be chain or independent, or meal, component or drink`;
    }
    row.kind = kind;
  }
  const itemKind = row.item_kind?.toLowerCase() ?? null;
  if (itemKind !== null && !(ITEM_KINDS as readonly string[]).includes(itemKind))
    return `item_kind '${row.item_kind}' must be meal, component or drink`;
  row.item_kind = itemKind;
  const slot = row.slot?.toLowerCase() ?? null;
  if (slot !== null) {
    if (itemKind !== "component") return `slot '${row.slot}' is for a component (item_kind component)`;
    if (!(COMPONENT_SLOTS as readonly string[]).includes(slot))
      return `slot '${row.slot}' must be one of ${COMPONENT_SLOTS.join(", ")}`;
  }
  row.slot = slot;
  return null;
}

/**
 * What is wrong with a row's label values, or null; each valid one is stored as a plain number ('460 mg' -> '460').
 * A value is a number of 0 or more, optionally followed by its column's unit (g or mg).
 */
function labelProblem(row: Partial<Record<LabelColumn, string | null>>): string | null {
  for (const column of LABEL_COLUMNS) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const unit = LABEL_UNITS[column];
    const match = new RegExp(`^(\\d+(?:\\.\\d+)?|\\.\\d+)\\s*(?:${unit})?$`, "i").exec(value);
    if (!match) return `${column} '${value}' must be a number of ${unit} (0 or more)`;
    row[column] = String(Number(match[1]));
  }
  return null;
}

/** A menu's word for a value it does not publish: stored as given, shown as unknown (knownMacro). */
const NOT_PUBLISHED = /^(?:-|n\/a)$/i;
/** A number of 0 or more in plain decimals, thousands optionally grouped by commas ('1,200'). */
const PLAIN_NUMBER = String.raw`(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)`;
const MACRO_VALUE = {
  calories: new RegExp(`^${PLAIN_NUMBER}\\s*(?:kcal|cal)?$`, "i"),
  grams: new RegExp(`^${PLAIN_NUMBER}\\s*g?$`, "i"),
};

/**
 * What is wrong with a row's calories and macros, or null. A value is a number of 0 or more, optionally followed by
 * its unit (kcal or cal for calories, g for the rest), or '-' or 'N/A' for a value the menu does not publish: a
 * word, a sign, a hexadecimal or an exponent is refused rather than read as some other number.
 */
function macroProblem(row: Pick<MenuRow, (typeof MENU_MACROS)[number]>): string | null {
  for (const column of MENU_MACROS) {
    const value = row[column];
    if (value === null || NOT_PUBLISHED.test(value)) continue;
    const calories = column === "calories";
    if (!(calories ? MACRO_VALUE.calories : MACRO_VALUE.grams).test(value))
      return `${column} '${value}' must be a number of ${calories ? "kcal" : "g"} (0 or more)`;
  }
  return null;
}

/**
 * The rows of a CSV file with a header, each as its columns' trimmed values (blank: null) with its line, and the
 * problems of the file's structure: a malformed file, unknown or missing columns in the header, a row with the
 * wrong number of fields, a cell longer than its column takes, a text cell that starts like a spreadsheet formula or
 * a blank required cell (each reported with its line).
 */
export function readCsvRows<C extends string>(
  text: string,
  known: readonly C[],
  required: readonly C[],
  checks: CellChecks<C>,
): { rows: ({ line: number } & Record<C, string | null>)[]; errors: RowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_ROW_CHARACTERS,
    }) as unknown as typeof records;
  } catch (error) {
    const { lines: line = 1, code } = error as { lines?: number; code?: string };
    const reason =
      code === "CSV_MAX_RECORD_SIZE"
        ? `a cell is longer than ${MAX_ROW_CHARACTERS / 1024} KB: the file was not read further`
        : `malformed CSV: ${(error as Error).message}`;
    return { rows: [], errors: [{ line, reason }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, reason: "the file is empty" }] };

  const columns = header.record.map((name) => name.toLowerCase());
  const errors: RowError[] = [];
  const unknown = columns.filter((name) => !(known as readonly string[]).includes(name));
  const missing = required.filter((name) => !columns.includes(name));
  if (unknown.length) errors.push({ line: 1, reason: `unknown column(s): ${unknown.join(", ")}` });
  if (missing.length) errors.push({ line: 1, reason: `missing column(s): ${missing.join(", ")}` });
  if (errors.length) return { rows: [], errors };

  const rows: ({ line: number } & Record<C, string | null>)[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push({ line, reason: `expected ${columns.length} fields, found ${record.length}` });
      continue;
    }
    const row = { line } as { line: number } & Record<C, string | null>;
    for (const name of known) {
      const index = columns.indexOf(name);
      const value = index >= 0 ? record[index]!.trim() : "";
      (row as Record<C, string | null>)[name] = value === "" ? null : value;
    }
    const unreadable = known.filter((name) => FORBIDDEN_CHARACTER.test(row[name] ?? ""));
    if (unreadable.length) {
      errors.push({
        line,
        reason: `${unreadable.join(", ")} contains control characters or bytes that are not UTF-8`,
      });
      continue;
    }
    const tooLong = known.filter((name) => (row[name]?.length ?? 0) > (checks.maxLength[name] ?? Infinity));
    if (tooLong.length) {
      errors.push({
        line,
        reason: tooLong
          .map((name) => `${name} is longer than ${checks.maxLength[name]} characters`)
          .join("; "),
      });
      continue;
    }
    const formulas = known.filter((name) =>
      ((checks.textColumns as readonly string[]).includes(name)
        ? FORMULA_START
        : FORMULA_START_IN_VALUE
      ).test(record[columns.indexOf(name)] ?? ""),
    );
    if (formulas.length) {
      errors.push({ line, reason: `${formulas.join(", ")} starts like a spreadsheet formula (=, +, -, @)` });
      continue;
    }
    const empty = required.filter((name) => row[name] === null);
    if (empty.length) {
      errors.push({ line, reason: `missing ${empty.join(", ")}` });
      continue;
    }
    rows.push(row);
  }
  return { rows, errors };
}

/**
 * Reads an import file: every row checked, each problem reported with its line; no partial result on error.
 * `defaults` fill the provenance cells a row leaves blank.
 */
export function parseMenuCsv(
  text: string,
  defaults: ProvenanceDefaults = {},
): { rows: MenuRow[]; errors: RowError[] } {
  const read = readCsvRows(text, MENU_COLUMNS, REQUIRED, {
    maxLength: MAX_LENGTH,
    textColumns: TEXT_COLUMNS,
  });
  const errors = [...read.errors];
  const rows: MenuRow[] = [];
  for (const row of read.rows) {
    // A row that names its own source describes it whole; a row without one takes the file's whole.
    const own = {
      source: row.source ?? undefined,
      source_url: row.source_url ?? undefined,
      as_of: row.as_of ?? undefined,
    };
    if (row.source === null && !own.source_url && !own.as_of) {
      row.source = defaults.source ?? null;
      row.source_url = defaults.source_url ?? null;
      row.as_of = defaults.as_of ?? null;
    }
    const problem =
      provenanceProblem(own.source || own.source_url || own.as_of ? own : defaults) ??
      kindProblem(row) ??
      macroProblem(row) ??
      labelProblem(row);
    if (problem) {
      errors.push({ line: row.line, reason: problem });
      continue;
    }
    rows.push(row);
  }
  return { rows, errors: byLine(errors) };
}

/** Problems in the order of their lines. */
export const byLine = (errors: RowError[]) => [...errors].sort((a, b) => a.line - b.line);
