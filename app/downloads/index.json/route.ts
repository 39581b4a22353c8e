import { preflight } from "@/lib/api/respond";
import { serveDownload } from "@/lib/downloads/served";

/** GET: every bulk file with its row count, size and SHA-256, and the chains left out with the reason. */
export const GET = (request: Request) => serveDownload(request, "index.json");

export const OPTIONS = preflight;
