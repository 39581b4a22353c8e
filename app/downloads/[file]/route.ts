import { preflight } from "@/lib/api/respond";
import { serveDownload } from "@/lib/downloads/served";

/** GET: one bulk file (places.csv, places.json, menu-{chain}.csv or .json) as stored; 404 for any other name. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveDownload(request, (await params).file);
}

export const OPTIONS = preflight;
