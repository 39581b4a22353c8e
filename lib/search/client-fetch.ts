/** A failed call to one of the site's JSON routes; `status` 503 means the database is unreachable. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

function errorMessage(body: unknown) {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string") return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" ? message : null;
}

/**
 * GETs one of the site's JSON routes from the browser. The answer is typed by the route's own result type (the
 * server parses its database results with zod before answering), so no schema library ships to the browser.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(errorMessage(body) ?? response.statusText, response.status);
  if (body === null) throw new ApiRequestError("Unexpected answer from the server.", 500);
  return body as T;
}

export const isDatabaseUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 503;
