// Reads the seed's hand-written data (scripts/seed/data/*.json) and checks it against the seed types' schemas.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  chainSeedSchema,
  citySeedSchema,
  standaloneSeedSchema,
  type ChainSeed,
  type CitySeed,
  type StandaloneSeed,
} from "./types";

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

/** Whole Foods Market stores share the chain's website, description and tags; each has its own address. */
const standaloneFileSchema = z.strictObject({
  wholeFoods: z.strictObject({
    key: z.string(),
    website: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    stores: z.array(
      z.strictObject({
        cityId: z.string(),
        name: z.string(),
        address: z.string(),
        lat: z.number(),
        lng: z.number(),
      }),
    ),
  }),
  localPlaces: z.array(standaloneSeedSchema),
});

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")));
  if (!result.success) throw new Error(`scripts/seed/data/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export interface StaticData {
  /** In page order: the three big cities first. */
  cities: CitySeed[];
  chains: ChainSeed[];
  /**
   * Restaurants without menu data: Whole Foods Market stores, then invented local places. None of them get meals,
   * so no macros are ever made up for them. The stores' names vary on purpose ('whole foods market ', 'Whole Foods
   * Market - Union Square'): they exercise case- and whitespace-insensitive name de-duplication.
   */
  standalone: StandaloneSeed[];
}

export function readStaticData(): StaticData {
  const { wholeFoods, localPlaces } = readJson("standalone.json", standaloneFileSchema);
  const { stores, ...chain } = wholeFoods;
  return {
    cities: readJson("cities.json", z.array(citySeedSchema)),
    chains: readJson("chains.json", z.array(chainSeedSchema)),
    standalone: [...stores.map((store) => ({ ...chain, ...store })), ...localPlaces],
  };
}
