import "server-only";
import { isInvalidArgument } from "./errors";

/**
 * A route handler's failure: the detail goes to the server log, the caller gets a short message. An argument the
 * database refused (outside its cap) is the caller's mistake: 400 with the database's message.
 */
export function jsonError(context: string, error: unknown, status = 500) {
  if (isInvalidArgument(error)) return Response.json({ error: error.message }, { status: 400 });
  console.error(`${context}:`, error);
  return Response.json({ error: status === 400 ? String((error as Error).message ?? error) : "The server could not answer. Please try again." }, { status });
}
