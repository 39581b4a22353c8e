import "server-only";
import { z } from "zod";
import { failureMessage, type FailureMessages } from "./failure";
import type { ActionResult } from "./result";

export type ActionOptions = FailureMessages & {
  /** Names the action in the server log. */
  context: string;
  /** The message for input the schema refuses; the first issue's own message unless given. */
  invalid?: (error: z.ZodError) => string;
};

export type Result<S extends z.ZodType, Data> = ActionResult<z.input<S>, Data>;

function refused<S extends z.ZodType, Data>(error: z.ZodError, options: ActionOptions): Result<S, Data> {
  return {
    ok: false,
    message: options.invalid?.(error) ?? error.issues[0]?.message,
    fieldErrors: z.flattenError(error).fieldErrors as Result<S, Data>["fieldErrors"],
  };
}

/**
 * A server action that re-parses its input with the schema (the browser may send anything), runs `fn` on the
 * parsed data, and turns a failure into the action's message (lib/actions/failure.ts).
 */
export function validatedAction<S extends z.ZodType, Data = undefined>(
  schema: S,
  fn: (data: z.output<S>) => Promise<Result<S, Data>>,
  options: ActionOptions,
): (input?: unknown) => Promise<Result<S, Data>> {
  return async (input) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return refused(parsed.error, options);
    try {
      return await fn(parsed.data);
    } catch (error) {
      return { ok: false, message: failureMessage(error, options.context, options) };
    }
  };
}
