import { z } from "zod";

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

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

/** GETs one of the site's JSON routes from the browser and parses the answer. */
export async function getJson<S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    throw new ApiRequestError(parsed.success ? parsed.data.error.message : response.statusText, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError("Unexpected answer from the server.", 500);
  return parsed.data;
}

export const isDatabaseUnavailable = (error: unknown) => error instanceof ApiRequestError && error.status === 503;
