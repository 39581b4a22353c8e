import { toast } from "sonner";
import { z } from "zod";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "./messages";

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

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Browser side: GETs one of the site's JSON routes and parses the answer; throws ApiRequestError. */
export async function getJson<S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    throw new ApiRequestError(
      parsed.success ? parsed.data.error.message : `The server answered ${response.status}.`,
      response.status,
      parsed.success ? parsed.data.error.code : undefined,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError("Unexpected answer from the server.", 500);
  return parsed.data;
}

export const isDatabaseUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 503 && error.code === "database_unavailable";

/**
 * The toast for a failed call: the spec's single 'Database Connection Error' when the database is unreachable,
 * otherwise the caller's title with its description (the server's message when none is given).
 */
export function toastApiError(error: unknown, title: string, description?: string) {
  if (isDatabaseUnavailable(error)) {
    toast.error(DATABASE_ERROR_TITLE, { description: DATABASE_ERROR_MESSAGE });
  } else {
    toast.error(title, { description: description ?? (error as Error).message });
  }
}
