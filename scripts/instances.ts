// Several instances of one build on one database, as behind a load balancer, for the two-instance test and
// bench:instances: each instance but the first serves from a folder of its own, with its own copy of the build
// (`.next`, without Next's cache) and the project's other files linked, so no instance sees what another keeps on
// disk, as on separate machines.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What an instance of its own does not share: the build it copies, and the local database and results. */
const NOT_LINKED = new Set([".next", ".data", ".git"]);

/** A folder that serves a copy of this folder's build. */
export function instanceFolder(root = process.cwd()): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "macro-instance-"));
  for (const name of readdirSync(root)) {
    if (!NOT_LINKED.has(name)) symlinkSync(path.join(root, name), path.join(dir, name));
  }
  cpSync(path.join(root, ".next"), path.join(dir, ".next"), {
    recursive: true,
    filter: (source) => source !== path.join(root, ".next", "cache"),
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// A point in Boise, Idaho, inside the state as the location import checks it: where the test cities are placed.
const LATITUDE = 43.6166;
const LONGITUDE = -116.2008;

/** A new city in Idaho, made by the location import from one place of each restaurant named. */
export function newCityPlacesCsv(cityName: string, restaurants: readonly string[]) {
  const rows = restaurants.map(
    (name, i) => `${name},${i + 1} Main Street,${cityName},ID,${LATITUDE},${LONGITUDE},Test,2026-01`,
  );
  return `name,address,city,state,latitude,longitude,source,as_of\n${rows.join("\n")}\n`;
}

/** A new independent restaurant with one meal, placed in an Idaho city by the menu import. */
export function newRestaurantMenuCsv(cityName: string, restaurant: string, meal: string) {
  return (
    "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar,source\n" +
    `${restaurant},${cityName},ID,9 Main Street,${meal},,520,48,40,14,3,Test\n`
  );
}

/** Runs the CLI's import of menus or of places (a CSV text) against one site; returns what it printed. */
export function importAgainst(site: string, secret: string, kind: "menus" | "locations", csv: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "instance-import-"));
  try {
    const file = path.join(dir, "rows.csv");
    writeFileSync(file, csv);
    const locations = kind === "locations" ? ["--locations"] : [];
    return execFileSync("npx", ["tsx", "scripts/import.ts", ...locations, file, `--site=${site}`], {
      env: { ...process.env, REVALIDATE_SECRET: secret },
      encoding: "utf8",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
