import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { isBackendError, PUBLIC_MESSAGE_CODES, SQLSTATE } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE, type ApiErrorCode } from "./messages";

/** For GET answers that are the same for everyone: a CDN may keep them 5 minutes and serve them stale for an hour. */
export const CDN_CACHE = "public, s-maxage=300, stale-while-revalidate=3600";
export const NO_STORE = "no-store";

// SQLSTATEs that mean the caller's input was refused: invalid parameter (the API's own checks), bad text
// encoding, a value of the wrong type or out of range, a string too long.
const BAD_INPUT_CODES = new Set([
  SQLSTATE.invalidParameter,
  "22021",
  "22P02",
  "22003",
  "22001",
  "2201X",
  "2201W",
]);

/** The one error envelope of every route handler: `{ error: { code, message } }`, never cached. */
export function apiError(status: number, code: ApiErrorCode, message: string) {
  return NextResponse.json({ error: { code, message } }, { status, headers: { "cache-control": NO_STORE } });
}

export const badRequest = (message: string) => apiError(400, "bad_request", message);
export const notFound = (message: string) => apiError(404, "not_found", message);

/** Maps a failure to its answer; the detail goes to the server log, the caller gets a message meant for people. */
export function errorResponse(error: unknown, context: string) {
  if (isBackendError(error) && error.kind === "connection") {
    console.error(`${context}: database unavailable:`, error.message);
    return apiError(503, "database_unavailable", DATABASE_ERROR_MESSAGE);
  }
  if (isBackendError(error) && error.kind === "query" && error.code) {
    if (BAD_INPUT_CODES.has(error.code)) {
      const message = PUBLIC_MESSAGE_CODES.has(error.code)
        ? error.message
        : "The request has an invalid value.";
      return badRequest(message);
    }
    if (error.code === SQLSTATE.rateLimited) return apiError(429, "rate_limited", error.message);
    if (error.code === SQLSTATE.timedOut) {
      console.error(`${context}: timed out:`, error.message);
      return apiError(503, "server_error", "The request took too long. Please try again.");
    }
  }
  console.error(`${context}:`, error);
  return apiError(500, "server_error", "The server could not answer. Please try again.");
}

/**
 * Runs a read and answers its JSON (`cache` sets Cache-Control on success); with `missing`, a read that finds
 * nothing (null) answers 404 with that message. Failures go through errorResponse.
 */
export async function jsonFrom<T>(
  context: string,
  read: () => Promise<T>,
  options: { cache?: string; missing?: string } = {},
) {
  try {
    const body = await read();
    if (body === null && options.missing !== undefined) return notFound(options.missing);
    return NextResponse.json(body, { headers: { "cache-control": options.cache ?? NO_STORE } });
  } catch (error) {
    return errorResponse(error, context);
  }
}

/** The request's query parameters, each present at most once, as an object to parse. */
function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** Parses the query string with a schema: the data, or a 400 answer that says what is wrong. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S) {
  const query = queryObject(new URL(request.url));
  // A parameter the route does not read is refused: otherwise each made-up one would be a separate address for
  // every cache in front of the site, each asking the database again for the same answer.
  if (schema instanceof z.ZodObject) {
    const unknown = Object.keys(query).find((name) => !(name in schema.shape));
    if (unknown !== undefined)
      return { ok: false as const, response: badRequest(`Unknown parameter '${unknown.slice(0, 40)}'.`) };
  }
  const parsed = schema.safeParse(query);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false as const, response: badRequest(`${where}${issue?.message ?? "Invalid query."}`) };
}

/**
 * For a route handler that reads no query parameter: a 400 answer naming the first one sent (as parseQuery
 * answers a parameter a route does not read), or null when there is none.
 */
export function refuseQuery(request: Request) {
  const parsed = parseQuery(request, z.object({}));
  return parsed.ok ? null : parsed.response;
}
