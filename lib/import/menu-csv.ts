import { parse } from "csv-parse/sync";

export const MENU_COLUMNS = [
  "restaurant",
  "city",
  "state",
  "address",
  "item",
  "description",
  "calories",
  "protein",
  "carbs",
  "fat",
  "sugar",
] as const;
const REQUIRED = ["restaurant", "city", "item"] as const;

export type MenuColumn = (typeof MENU_COLUMNS)[number];
export type MenuRow = { line: number } & Record<MenuColumn, string | null>;
export type RowError = { line: number; reason: string };

/** Reads an import file: every row checked, each problem reported with its line; no partial result on error. */
export function parseMenuCsv(text: string): { rows: MenuRow[]; errors: RowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, reason: `malformed CSV: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, reason: "the file is empty" }] };

  const columns = header.record.map((name) => name.toLowerCase());
  const errors: RowError[] = [];
  const unknown = columns.filter((name) => !(MENU_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (unknown.length) errors.push({ line: 1, reason: `unknown column(s): ${unknown.join(", ")}` });
  if (missing.length) errors.push({ line: 1, reason: `missing column(s): ${missing.join(", ")}` });
  if (errors.length) return { rows: [], errors };

  const rows: MenuRow[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push({ line, reason: `expected ${columns.length} fields, found ${record.length}` });
      continue;
    }
    const row = { line } as MenuRow;
    for (const name of MENU_COLUMNS) {
      const index = columns.indexOf(name);
      const value = index >= 0 ? record[index]!.trim() : "";
      row[name] = value === "" ? null : value;
    }
    const empty = REQUIRED.filter((name) => row[name] === null);
    if (empty.length) {
      errors.push({ line, reason: `missing ${empty.join(", ")}` });
      continue;
    }
    rows.push(row);
  }
  return { rows, errors };
}
