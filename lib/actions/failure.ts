import "server-only";
import { isBackendError, PUBLIC_MESSAGE_CODES, queryErrorCode } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE } from "@/lib/http/messages";

/** What an action says when its work throws. */
export type FailureMessages = {
  /** For an unexpected failure (its detail goes to the server log). */
  fallback: string;
  /** For the database's own refusals that this action names, by SQLSTATE. */
  codes?: Partial<Record<string, string>>;
  /** When the database cannot be reached: the spec's message unless the action says otherwise. */
  unavailable?: string;
};

/** A refusal whose message is written for the person who acted: an action says it as it is. */
export class ActionRefusal extends Error {}

/**
 * The message for a failed action, from one rule for every action: a refusal the action names, then the
 * database's own message where it is written for the public (a rate limit, a checked value), else the action's
 * general message, with the detail logged on the server.
 */
export function failureMessage(error: unknown, context: string, messages: FailureMessages): string {
  if (error instanceof ActionRefusal) return error.message;
  const code = queryErrorCode(error);
  const named = code === undefined ? undefined : messages.codes?.[code];
  if (named !== undefined) return named;
  if (code !== undefined && PUBLIC_MESSAGE_CODES.has(code)) return (error as Error).message;
  console.error(`${context}:`, error);
  return isBackendError(error) && error.kind === "connection"
    ? (messages.unavailable ?? DATABASE_ERROR_MESSAGE)
    : messages.fallback;
}
