// Reads the seed's hand-written data (scripts/seed/data/*.json) and checks it against the seed types' schemas.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { chainSeedSchema, citySeedSchema, type ChainSeed, type CitySeed } from "./types";

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

/** Whole Foods Market: a grocery chain with real stores and no menu data (it never gets meals). */
const standaloneFileSchema = z.strictObject({
  wholeFoods: z.strictObject({
    key: z.string(),
    website: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
  }),
});

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")));
  if (!result.success) throw new Error(`scripts/seed/data/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export interface StaticData {
  /** The cities with a written description and tagline (their ids are kept whatever the data says). */
  cities: CitySeed[];
  chains: ChainSeed[];
  wholeFoods: z.infer<typeof standaloneFileSchema>["wholeFoods"];
}

export function readStaticData(): StaticData {
  return {
    cities: readJson("cities.json", z.array(citySeedSchema)),
    chains: readJson("chains.json", z.array(chainSeedSchema)),
    wholeFoods: readJson("standalone.json", standaloneFileSchema).wholeFoods,
  };
}
