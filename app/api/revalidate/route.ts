import { revalidatePath } from "next/cache";
import { NextResponse } from "next/server";
import { apiError, badRequest, NO_STORE, notFound } from "@/lib/http/server";
import {
  isAuthorized,
  isRoutePattern,
  parseRevalidateBody,
  revalidateSecret,
} from "@/lib/import/revalidate-request";
import { forgetKnownSlugs } from "@/lib/site/known-slugs";

/**
 * Refreshes pages at once after an import: POST {"paths": ["/cities", …]} with `Authorization: Bearer
 * <REVALIDATE_SECRET>`. Without the secret set (16 characters or more) the route does not exist (404); a wrong or
 * missing one answers 401, a bad body 400. A path with a [segment] refreshes every page of that route. The proxy's
 * lists of known cities, brands and posts are read again on the next request.
 */
export async function POST(request: Request) {
  const secret = revalidateSecret(process.env);
  if (!secret) return notFound("This page could not be found.");
  if (!isAuthorized(request.headers.get("authorization"), secret)) {
    const response = apiError(401, "unauthorized", "A valid Authorization: Bearer secret is required.");
    response.headers.set("www-authenticate", "Bearer");
    return response;
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest('The body must be JSON: {"paths": ["/…"]}.');
  }
  const parsed = parseRevalidateBody(body);
  if ("error" in parsed) return badRequest(parsed.error);
  for (const path of parsed.paths) {
    if (isRoutePattern(path)) revalidatePath(path, "page");
    else revalidatePath(path);
  }
  // A city, brand or post the import added is on the proxy's list of known slugs from the next request on.
  forgetKnownSlugs();
  return NextResponse.json({ revalidated: parsed.paths.length }, { headers: { "cache-control": NO_STORE } });
}
