import "server-only";
import type { z } from "zod";
import { validatedAction, type ActionOptions, type Result } from "@/lib/actions/validated-action";
import type { UserCaller } from "@/lib/backend/types";
import { currentUser } from "./door";

/**
 * As validatedAction, for an action on the signed-in user's behalf: the user comes from the session the server
 * verifies, never from the input; without one the action answers `signedOut` and does nothing.
 */
export function validatedActionWithUser<S extends z.ZodType, Data = undefined>(
  schema: S,
  fn: (data: z.output<S>, user: UserCaller) => Promise<Result<S, Data>>,
  options: ActionOptions & { signedOut: Result<S, Data> },
): (input?: unknown) => Promise<Result<S, Data>> {
  return validatedAction(
    schema,
    async (data) => {
      const user = await currentUser();
      return user ? fn(data, user) : options.signedOut;
    },
    options,
  );
}
