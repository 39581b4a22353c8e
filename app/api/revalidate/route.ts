import { NextResponse } from "next/server";
import { refreshCatalogue } from "@/lib/catalogue/refresh";
import { apiError, badRequest, NO_STORE, notFound } from "@/lib/http/server";
import { isAuthorized, parseRevalidateBody, revalidateSecret } from "@/lib/import/revalidate-request";

/**
 * Refreshes the catalogue's pages at once after an import: POST {"cities": ["boston"], "restaurants":
 * ["Chick-fil-A"], "blog": true} (any of them) with `Authorization: Bearer <REVALIDATE_SECRET>`, which is
 * refreshCatalogue's change. Without the secret set (16 characters or more) the route does not exist (404); a
 * wrong or missing one answers 401, a bad body 400.
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
    return badRequest('The body must be JSON: {"cities": ["…"], "restaurants": ["…"], "blog": true}.');
  }
  const change = parseRevalidateBody(body);
  if ("error" in change) return badRequest(change.error);
  const tags = await refreshCatalogue(change);
  return NextResponse.json({ revalidated: tags }, { headers: { "cache-control": NO_STORE } });
}
