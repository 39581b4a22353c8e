// Writes data/chain-menus.csv from the MenuStat 2022 workbook (data/ms_annual_data_2022.xlsx), read with exceljs.
// Usage: npx tsx scripts/seed/build-menu-csv.ts [path-to-xlsx]. Deterministic: the same workbook gives the same file.
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ExcelJS from "exceljs";
import { menuRows, toCsv, type Cell, type SheetRow } from "./menu-xlsx";
import { DATA_DIR } from "./static-data";

async function readSheet(path: string): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path}: no sheet`);
  const header = (sheet.getRow(1).values as Cell[]).map((cell) => (typeof cell === "string" ? cell : ""));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as Cell[];
    rows.push(
      Object.fromEntries(header.map((name, column) => [name, values[column]]).filter(([name]) => name)),
    );
  });
  return rows;
}

async function main(): Promise<void> {
  const xlsxPath = resolve(process.argv[2] ?? join(DATA_DIR, "ms_annual_data_2022.xlsx"));
  const sheet = await readSheet(xlsxPath);
  const rows = menuRows(sheet);
  const outPath = join(DATA_DIR, "chain-menus.csv");
  writeFileSync(outPath, toCsv(rows));
  console.log(`  read ${sheet.length} rows of ${xlsxPath}; wrote ${rows.length} rows to ${outPath}`);
}

await main();
