import { preflight, rateLimited, withCors, withEtag } from "@/lib/api/respond";
import { downloadFile } from "@/lib/downloads/index";
import { errorResponse, notFound, refuseQuery } from "@/lib/http/server";

/** GET: one bulk file (places.csv, places.json, menu-{chain}.csv or .json); 404 for any other name. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  try {
    const limited = (await rateLimited(request)) ?? refuseQuery(request);
    if (limited) return withCors(limited);
    const found = await downloadFile(file);
    if (!found) return withCors(notFound("There is no such file: see /downloads/index.json."));
    return withEtag(request, found.body, {
      "content-type": found.contentType,
      "content-disposition": `attachment; filename="${found.name}"`,
    });
  } catch (error) {
    return withCors(errorResponse(error, "Download"));
  }
}

export const OPTIONS = preflight;
