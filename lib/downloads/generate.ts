import { z } from "zod";
import {
  chainsForDownload,
  menuFileNames,
  menuFiles,
  PLACE_FILES,
  placeFiles,
  sha256,
  type BulkFile,
  type Call,
  type DownloadChain,
} from "./files";

// The bulk files are generated when their data changes, never on a request (docs/architecture.md#bulk-files): the
// menus and locations imports in their own transaction, a review desk approval that changes a menu, and a new
// database after its seed. They are stored in PostgreSQL (public.download_files), which every instance of the site
// shares; index.json is written last, from what is stored (write_download_index).

/**
 * What changed: the places (a locations import), and the chains whose menu changed ("all": every file). A file that
 * is missing from the store is generated whatever changed, so a store left behind by an older schema fills itself.
 */
export type DownloadScope = {
  places: boolean;
  chains: "all" | ((chain: DownloadChain) => boolean);
};

export const ALL_DOWNLOADS: DownloadScope = { places: true, chains: "all" };

export type DownloadsReport = {
  /** The files generated again. */
  generated: string[];
  /** Those whose bytes changed (a file generated with the same bytes is not sent, and keeps its date and hash). */
  changed: number;
};

/** The reads (the public's functions) and the writes (the server's role's), or one connection for both. */
export type DownloadCalls = { read: Call; write: Call };

const storedSchema = z.array(z.object({ name: z.string(), sha256: z.string() }));

/** Generates the files the scope changed (and any missing), stores those whose bytes changed, then index.json. */
export async function regenerateDownloads(
  { read, write }: DownloadCalls,
  scope: DownloadScope,
): Promise<DownloadsReport> {
  const [stored, { included, leftOut }] = await Promise.all([
    read("list_download_files", {}, storedSchema),
    chainsForDownload(read),
  ]);
  const hashes = new Map(stored.map((file) => [file.name, file.sha256]));
  const missing = (names: string[]) => !names.every((name) => hashes.has(name));
  const report: DownloadsReport = { generated: [], changed: 0 };
  // One group of files at a time, each sent only when its bytes differ from the stored ones.
  const store = async (files: BulkFile[]) => {
    for (const file of files) {
      report.generated.push(file.name);
      if (hashes.get(file.name) === sha256(file.body)) continue;
      const args = {
        file_name: file.name,
        file_content_type: file.content_type,
        file_body: file.body,
        file_rows: file.rows,
      };
      if (await write("put_download_file", args, z.boolean())) report.changed += 1;
    }
  };
  if (scope.places || missing(PLACE_FILES)) await store(await placeFiles(read));
  for (const chain of included) {
    if (scope.chains === "all" || scope.chains(chain) || missing(menuFileNames(chain.slug)))
      await store(await menuFiles(read, chain));
  }
  const kept = [...PLACE_FILES, ...included.flatMap((chain) => menuFileNames(chain.slug))];
  await write(
    "write_download_index",
    { left_out_json: JSON.stringify(leftOut), kept_names: kept },
    z.unknown(),
  );
  return report;
}

/** The scope of an import or approval that changed these restaurants' menus (by id or by name). */
export const menusChanged = (changed: { ids?: string[]; names?: string[] }): DownloadScope => {
  const ids = new Set(changed.ids ?? []);
  const names = new Set(changed.names ?? []);
  return { places: false, chains: (chain) => ids.has(chain.id) || names.has(chain.name) };
};
