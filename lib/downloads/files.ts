import "server-only";
import { createHash } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { getChainMenu, listChains } from "@/lib/api/reads";
import { licenceOf } from "@/lib/api/licence";
import { listMenuChecks } from "@/lib/nutrition/queries";
import type { Meal } from "@/lib/restaurants/schema";

// The bulk files (docs/product.md#bulk-downloads), computed from the database when asked, so they are the catalogue
// as it is after any import: the places (All the Places, CC0) and each chain's menu whose source grants reuse
// (FoodNoms, MIT). A chain whose menu has no stated licence (MenuStat 2022) has no file; the index says why.

/** The columns of a menu file, in order: the item, its label as numbers, as written, and its source. */
const MENU_COLUMNS = [
  "id",
  "chain_id",
  "chain",
  "name",
  "dish",
  "size",
  "role",
  "kind",
  "slot",
  "listed",
  "serves",
  "implausible",
  "category",
  "description",
  "serving",
  "protein_g",
  "carbs_g",
  "fat_g",
  "sugar_g",
  "calories_kcal",
  "saturated_fat_g",
  "trans_fat_g",
  "cholesterol_mg",
  "sodium_mg",
  "fiber_g",
  "potassium_mg",
  "net_carbs_g",
  "protein",
  "carbs",
  "fat",
  "sugar",
  "calories",
  "source",
  "source_url",
  "as_of",
  "licence",
  "licence_url",
] as const;

const PLACE_COLUMNS = [
  "id",
  "restaurant_id",
  "restaurant",
  "address",
  "city",
  "state",
  "zip",
  "latitude",
  "longitude",
  "source",
  "source_url",
  "as_of",
  "licence",
  "licence_url",
] as const;

type Row = Record<string, string | number | boolean | null | undefined>;
export type BulkFile = { name: string; contentType: string; body: string; rows: number };

const csv = (columns: readonly string[], rows: Row[]) =>
  stringify(rows, { header: true, columns: [...columns], cast: { boolean: (value) => String(value) } });

/** A file's pair: the same rows as CSV and as JSON ({ rows }). */
function pair(base: string, columns: readonly string[], rows: Row[]): BulkFile[] {
  return [
    {
      name: `${base}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: csv(columns, rows),
      rows: rows.length,
    },
    {
      name: `${base}.json`,
      contentType: "application/json",
      body: JSON.stringify({ columns, rows }),
      rows: rows.length,
    },
  ];
}

const placeTuple = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string().nullable(),
  z.number().nullable(),
  z.number().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
]);

/** Places read a statement at a time (list_download_places pages by id). */
const PLACES_PAGE = 10_000;

/** Every place whose source grants reuse, with its licence. */
export async function placeFiles(): Promise<BulkFile[]> {
  const places: z.infer<typeof placeTuple>[] = [];
  for (let after: string | null = null; ;) {
    const page: z.infer<typeof placeTuple>[] = await rpc(
      "list_download_places",
      { after_id: after, result_limit: PLACES_PAGE },
      z.array(placeTuple),
    );
    places.push(...page);
    if (page.length < PLACES_PAGE) break;
    after = page[page.length - 1]![0];
  }
  const rows: Row[] = [];
  for (const place of places) {
    const [id, restaurant_id, restaurant, address, city, state, zip, latitude, longitude] = place;
    const [source, source_url, as_of] = place.slice(9) as (string | null)[];
    const licence = licenceOf(source ?? null, source_url ?? null);
    if (!licence.reusable) continue;
    rows.push({
      id,
      restaurant_id,
      restaurant,
      address,
      city,
      state,
      zip,
      latitude,
      longitude,
      source,
      source_url,
      as_of,
      licence: licence.licence,
      licence_url: licence.licence_url,
    });
  }
  return pair("places", PLACE_COLUMNS, rows);
}

/** A file's name for a chain: menu-{slug}. */
const menuFileBase = (slug: string) => `menu-${slug}`;

/** The chains whose menu's source grants reuse, and those left out with the reason. */
export async function chainsForDownload() {
  const [chains, checks] = await Promise.all([listChains(), listMenuChecks()]);
  const byName = new Map(checks.map((check) => [check.name, check]));
  const included: { id: string; name: string; slug: string }[] = [];
  const leftOut: { chain: string; source: string | null; reason: string }[] = [];
  for (const chain of chains) {
    const check = byName.get(chain.name);
    if (!check) continue;
    const licence = licenceOf(check.source ?? null, check.source_url ?? null);
    if (licence.reusable) included.push({ ...chain, slug: check.slug });
    else
      leftOut.push({
        chain: chain.name,
        source: check.source ?? null,
        reason: `${licence.licence}: its rows are served item by item through /api/v1 with their source, as the pages show them.`,
      });
  }
  return { included, leftOut };
}

const menuRow = (
  chain: { id: string; name: string },
  item: Meal & { licence: string; licence_url: string | null },
) =>
  Object.fromEntries(
    MENU_COLUMNS.map((column) => [
      column,
      column === "chain_id"
        ? chain.id
        : column === "chain"
          ? chain.name
          : (item[column as keyof typeof item] ?? null),
    ]),
  ) as Row;

/** A chain's menu files: its rows whose source grants reuse; null for a chain that is not in the downloads. */
export async function menuFiles(chain: { id: string; slug: string }): Promise<BulkFile[] | null> {
  const menu = await getChainMenu(chain.id);
  if (!menu) return null;
  const rows = menu.items
    .filter((item) => licenceOf(item.source, item.source_url).reusable)
    .map((item) => menuRow(menu.chain, item));
  return pair(menuFileBase(chain.slug), MENU_COLUMNS, rows);
}

export const sha256 = (body: string) => createHash("sha256").update(body).digest("hex");
