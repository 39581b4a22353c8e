import "server-only";
import { z } from "zod";
import { cacheHeaders, notModified, rateLimited, withCors } from "@/lib/api/respond";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { errorResponse, notFound, refuseQuery } from "@/lib/http/server";
import { menusChanged, regenerateDownloads, type DownloadCalls } from "./generate";

// The bulk files as every instance serves them: read from public.download_files, where the import or approval
// that changed them stored them, with the SHA-256 of their bytes as a strong ETag.

const FILE_NAME = /^(index\.json|places\.(csv|json)|menu-[a-z0-9-]{1,100}\.(csv|json))$/;

const storedFileSchema = z
  .object({
    name: z.string(),
    content_type: z.string(),
    rows: z.number(),
    bytes: z.number(),
    sha256: z.string(),
    generated_at: z.string(),
  })
  .nullable();

/** A stored file's description (not its body); null for a name that is no file. */
const describeFile = async (name: string) =>
  FILE_NAME.test(name) ? rpc("get_download_file", { file_name: name }, storedFileSchema) : null;

/**
 * The body of the file described, while it is still that file (else null: it was written in between). Read by the
 * server's role: the public role's 3-second statement limit bounds work a query asks for, and this is one stored
 * row of a known name, tens of megabytes for the places, which a busy machine may take longer to send.
 */
const readBody = (file: { name: string; sha256: string }) =>
  rpc("get_download_body", { file_name: file.name, file_sha256: file.sha256 }, z.string().nullable(), {
    caller: SERVER_CALLER,
  });

/**
 * GET of a bulk file: within the client's limit (429), no query (400), 404 for a name that is no file; its stored
 * bytes with their SHA-256 as ETag, cacheable by a CDN, and 304 without reading the body when the client holds them.
 */
export async function serveDownload(request: Request, name: string): Promise<Response> {
  try {
    const limited = (await rateLimited(request)) ?? refuseQuery(request);
    if (limited) return withCors(limited);
    // A file written between its description and its body is described again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const file = await describeFile(name);
      if (!file) return withCors(notFound("There is no such file: see /downloads/index.json."));
      const etag = `"${file.sha256}"`;
      const unchanged = notModified(request, etag);
      if (unchanged) return unchanged;
      const body = await readBody(file);
      if (body === null) continue;
      const headers: Record<string, string> = {
        ...cacheHeaders(etag),
        "content-type": file.content_type,
        "last-modified": new Date(file.generated_at).toUTCString(),
      };
      if (name !== "index.json") headers["content-disposition"] = `attachment; filename="${name}"`;
      return withCors(new Response(body, { headers }));
    }
    throw new Error(`${name} changed while it was read, three times`);
  } catch (error) {
    return withCors(errorResponse(error, "Download"));
  }
}

/** The catalogue read as the public reads it; the files stored by the server's own role, the only one that may. */
const siteCalls: DownloadCalls = {
  read: (fn, args, schema) => rpc(fn, args, schema),
  write: (fn, args, schema) => rpc(fn, args, schema, { caller: SERVER_CALLER }),
};

/** After a desk approval: the files of the chains whose menus it changed, by name, and the index. */
export const regenerateMenuDownloads = (restaurantNames: string[]) =>
  regenerateDownloads(siteCalls, menusChanged({ names: restaurantNames }));
