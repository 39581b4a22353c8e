import { toast } from "@/lib/toast";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "./messages";

/**
 * A JSON route's address (listed in lib/pages/api-paths.ts), typed by what the route answers (the type of the
 * zod schema its results are parsed with), so a caller never names the type of the answer itself:
 * `getJson(API_PATHS.restaurant(id))` is a `Promise<Restaurant>`.
 */
export type Endpoint<Answer> = string & { readonly [ANSWER]?: Answer };
declare const ANSWER: unique symbol;

/** A failed call to one of the site's JSON routes; `status` 503 with code database_unavailable: no database. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The `{ error: { code, message } }` envelope every route handler answers with, when the body is one. */
function errorEnvelope(body: unknown): { code: string; message: string } | null {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string"
    ? { code: error.code, message: error.message }
    : null;
}

/** The requests on their way, by address: a second caller of the same address shares the first one's answer. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Browser side: GETs one of the site's JSON routes (API_PATHS in lib/pages/api-paths.ts); throws ApiRequestError. The
 * answer is typed by the route's endpoint (the server parses its database results with zod before answering),
 * so no schema library ships to the browser with this module. Two calls for one address at once make one request.
 */
export function getJson<T>(endpoint: Endpoint<T>): Promise<T> {
  const pending = inFlight.get(endpoint);
  if (pending) return pending as Promise<T>;
  const request = readJson<T>(endpoint).finally(() => inFlight.delete(endpoint));
  inFlight.set(endpoint, request);
  return request;
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorEnvelope(body);
    throw new ApiRequestError(
      error?.message ?? `The server answered ${response.status}.`,
      response.status,
      error?.code,
    );
  }
  if (body === null) throw new ApiRequestError("Unexpected answer from the server.", 500);
  return body as T;
}

const isDatabaseUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 503 && error.code === "database_unavailable";

/** One toast for every call that finds the database unreachable at once (a search and its autocomplete). */
const DATABASE_TOAST_ID = "database-unavailable";

/**
 * The toast for a failed call: the spec's single 'Database Connection Error' when the database is unreachable,
 * otherwise the caller's title with its description (the server's message when none is given).
 */
export function toastApiError(error: unknown, title: string, description?: string) {
  if (isDatabaseUnavailable(error)) {
    toast.error(DATABASE_ERROR_TITLE, { id: DATABASE_TOAST_ID, description: DATABASE_ERROR_MESSAGE });
  } else {
    toast.error(title, { description: description ?? (error as Error).message });
  }
}
