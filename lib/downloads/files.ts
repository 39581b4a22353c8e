import { createHash } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { licenceOf, withLicence } from "@/lib/api/licence";
import type { RpcArgs } from "@/lib/backend/types";
import { menuCheckSchema } from "@/lib/nutrition/schema";
import { chainListSchema, mealSchema, type Meal } from "@/lib/restaurants/schema";

// The bulk files' contents (docs/product.md#bulk-downloads): the places (All the Places, CC0) and each chain's menu
// whose source grants reuse (FoodNoms, MIT), read through the same SQL functions the API reads. A chain whose menu
// has no stated licence (MenuStat 2022) has no file; the index says why. Built by lib/downloads/generate.ts when
// an import or an approval changes them, never on a request.

/** Calls a SQL function and parses its result: the site's rpc, or the same call in an import's transaction. */
export type Call = <S extends z.ZodType>(fn: string, args: RpcArgs, schema: S) => Promise<z.output<S>>;

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
export type BulkFile = { name: string; content_type: string; body: string; rows: number };

const csv = (columns: readonly string[], rows: Row[]) =>
  stringify(rows, { header: true, columns: [...columns], cast: { boolean: (value) => String(value) } });

/** A file's pair: the same rows as CSV and as JSON ({ rows }). */
function pair(base: string, columns: readonly string[], rows: Row[]): BulkFile[] {
  return [
    {
      name: `${base}.csv`,
      content_type: "text/csv; charset=utf-8",
      body: csv(columns, rows),
      rows: rows.length,
    },
    {
      name: `${base}.json`,
      content_type: "application/json",
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

/** Places read a statement at a time (list_download_places pages by id, at most 20,000). */
const PLACES_PAGE = 20_000;

/** The places files' names. */
export const PLACE_FILES = ["places.csv", "places.json"];

/** Every place whose source grants reuse, with its licence. */
export async function placeFiles(call: Call): Promise<BulkFile[]> {
  const places: z.infer<typeof placeTuple>[] = [];
  for (let after: string | null = null; ;) {
    const page: z.infer<typeof placeTuple>[] = await call(
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

/** A chain's files' names. */
export const menuFileNames = (slug: string) => [`${menuFileBase(slug)}.csv`, `${menuFileBase(slug)}.json`];

export type DownloadChain = { id: string; name: string; slug: string };
export type LeftOut = { chain: string; source: string | null; reason: string };

/** The chains whose menu's source grants reuse, and those left out with the reason. */
export async function chainsForDownload(
  call: Call,
): Promise<{ included: DownloadChain[]; leftOut: LeftOut[] }> {
  const [chains, checks] = await Promise.all([
    call("list_chains", {}, chainListSchema),
    call("list_menu_checks", {}, z.array(menuCheckSchema)),
  ]);
  const byName = new Map(checks.map((check) => [check.name, check]));
  const included: DownloadChain[] = [];
  const leftOut: LeftOut[] = [];
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

/** A chain's menu files: its rows whose source grants reuse, as the API's menu gives them (list_restaurant_meals). */
export async function menuFiles(call: Call, chain: DownloadChain): Promise<BulkFile[]> {
  const items =
    (await call(
      "list_restaurant_meals",
      { restaurant_id_param: chain.id },
      z.array(mealSchema).nullable(),
    )) ?? [];
  const rows = items
    .filter((item) => licenceOf(item.source, item.source_url).reusable)
    .map((item) => menuRow(chain, withLicence(item)));
  return pair(menuFileBase(chain.slug), MENU_COLUMNS, rows);
}

export const sha256 = (body: string) => createHash("sha256").update(body).digest("hex");
