// Every script and style sheet of the build gets a Brotli (quality 11) and a gzip (level 9) copy beside it, which
// `npm start` sends as they are (server/static-files.ts). The server then does no compression work while a page
// loads, when it would compete with the browser for the CPU, and the files are smaller than compression on the fly
// makes them (it uses fast settings because it runs per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `folder` (recursively). */
export function precompress(folder: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const relative of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const file = path.join(folder, relative);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    summary.files += 1;
    summary.bytes += source.length;
    summary.brotliBytes += brotli.length;
    summary.gzipBytes += gzip.length;
  }
  return summary;
}
