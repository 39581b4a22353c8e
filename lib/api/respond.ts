import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { apiError, CDN_CACHE, errorResponse, notFound, parseQuery } from "@/lib/http/server";
import { clientKeyFor } from "@/lib/security/client-key";
import { API_REQUESTS_PER_MINUTE } from "./limits";

/** Any origin may read the public API from a browser; it takes no cookies and answers the same to everyone. */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, OPTIONS",
  "access-control-allow-headers": "if-none-match, content-type, accept",
  "access-control-expose-headers": "etag, retry-after",
  "access-control-max-age": "86400",
};

export const withCors = (response: Response) => {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  return response;
};

/** The answer to a preflight request: any origin, GET only. */
export const preflight = () => withCors(new Response(null, { status: 204 }));

/**
 * Counts the request against its client's limit (check_api_rate): null while within it, else the 429 answer with
 * the seconds to wait in Retry-After.
 */
export async function rateLimited(request: Request): Promise<Response | null> {
  const key = clientKeyFor(request.headers.get("x-forwarded-for"));
  const wait = await rpc(
    "check_api_rate",
    { client_key_param: key, per_minute: API_REQUESTS_PER_MINUTE },
    z.number().int(),
    { caller: SERVER_CALLER },
  );
  if (wait === 0) return null;
  const response = apiError(
    429,
    "rate_limited",
    `Too many requests: at most ${API_REQUESTS_PER_MINUTE} a minute. Retry after ${wait} seconds.`,
  );
  response.headers.set("retry-after", String(wait));
  return response;
}

/** A strong validator of a body: the first 128 bits of its SHA-256. */
const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

/** Whether an If-None-Match header names the tag (or is '*'); weak tags compare by their value. */
function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** The headers that let any cache keep an answer with this ETag. */
export const cacheHeaders = (etag: string) => ({ etag, "cache-control": CDN_CACHE, vary: "accept-encoding" });

/** 304 without a body when the client holds the answer with this ETag; else null. */
export function notModified(request: Request, etag: string): Response | null {
  if (!matches(request.headers.get("if-none-match"), etag)) return null;
  return withCors(new Response(null, { status: 304, headers: cacheHeaders(etag) }));
}

/** An answer any cache may keep, with its ETag; 304 without a body when the client holds the same one. */
function withEtag(request: Request, text: string, headers: Record<string, string>) {
  const etag = etagOf(text);
  return (
    notModified(request, etag) ??
    withCors(new NextResponse(text, { headers: { ...cacheHeaders(etag), ...headers } }))
  );
}

/** A JSON answer any cache may keep, with its ETag. */
export const cachedJson = (request: Request, body: unknown) =>
  withEtag(request, JSON.stringify(body), { "content-type": "application/json" });

type Answer = Response | { body: unknown } | null;

/**
 * One public API GET: the rate limit, the query parsed with the route's schema (400 naming the parameter), the read,
 * and its answer cacheable with an ETag; a read answering null is a 404 with `missing`. Every answer is open to any
 * origin.
 */
export async function answerV1<S extends z.ZodType>(
  request: Request,
  context: string,
  schema: S,
  read: (query: z.output<S>) => Promise<Answer>,
  missing = "Not found.",
) {
  try {
    const limited = await rateLimited(request);
    if (limited) return withCors(limited);
    const query = parseQuery(request, schema);
    if (!query.ok) return withCors(query.response);
    const answer = await read(query.data);
    if (answer === null) return withCors(notFound(missing));
    if (answer instanceof Response) return withCors(answer);
    return cachedJson(request, answer.body);
  } catch (error) {
    return withCors(errorResponse(error, context));
  }
}
