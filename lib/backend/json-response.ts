import "server-only";

/** A route handler's failure: the detail goes to the server log, the caller gets a short message. */
export function jsonError(context: string, error: unknown, status = 500) {
  console.error(`${context}:`, error);
  return Response.json({ error: status === 400 ? String((error as Error).message ?? error) : "The server could not answer. Please try again." }, { status });
}
