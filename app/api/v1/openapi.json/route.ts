import { openApiDocument } from "@/lib/api/openapi";
import { cachedJson, preflight } from "@/lib/api/respond";
import { siteUrl } from "@/lib/env";

/** GET: the OpenAPI 3.1 document of /api/v1, generated from the routes' zod schemas. */
export const GET = (request: Request) => cachedJson(request, openApiDocument(siteUrl));

export const OPTIONS = preflight;
