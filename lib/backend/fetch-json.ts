import { z } from "zod";

/** Browser side: GETs one of the site's JSON routes and parses the answer; throws with the server's message. */
export async function fetchJson<S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof message === "string" ? message : `The server answered ${response.status}.`);
  }
  return schema.parse(body);
}
