import "server-only";
import { chainsForDownload, menuFiles, placeFiles, sha256, type BulkFile } from "./files";

const describe = (file: BulkFile) => ({
  name: file.name,
  url: `/downloads/${file.name}`,
  rows: file.rows,
  sha256: sha256(file.body),
});

/** The index of the bulk files: each with its row count and SHA-256, and the chains left out with the reason. */
export async function downloadsIndex() {
  const [{ included, leftOut }, places] = await Promise.all([chainsForDownload(), placeFiles()]);
  const menus = (await Promise.all(included.map((chain) => menuFiles(chain)))).flatMap(
    (files) => files ?? [],
  );
  return {
    description:
      "MacroMenu's bulk files, as the catalogue is now: the places (All the Places, CC0-1.0) and each chain's menu " +
      "whose source grants reuse (FoodNoms, MIT). Each row names its source, date and licence.",
    files: [...places, ...menus].map(describe),
    left_out: leftOut,
  };
}

/** One bulk file by its name; null for a name that is not one. */
export async function downloadFile(name: string): Promise<BulkFile | null> {
  if (name === "places.csv" || name === "places.json") {
    return (await placeFiles()).find((file) => file.name === name) ?? null;
  }
  const match = /^menu-([a-z0-9-]{1,100})\.(csv|json)$/.exec(name);
  if (!match) return null;
  const { included } = await chainsForDownload();
  const chain = included.find((found) => found.slug === match[1]);
  const files = chain ? await menuFiles(chain) : null;
  return files?.find((file) => file.name === name) ?? null;
}
