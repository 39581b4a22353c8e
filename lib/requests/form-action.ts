import "server-only";
import { z } from "zod";
import { failureMessage as actionFailure, type FailureMessages } from "@/lib/actions/failure";
import { GENERIC_SUBMISSION_FAILURE, HONEYPOT_FIELD, MISSING_INFORMATION_TITLE } from "./constants";
import type { FormState } from "@/lib/actions/result";
import { PHOTO_FOLLOWS_FIELD } from "@/lib/photos/constants";

const NOT_A_FORM = "Please fill in the form and send it again.";

/** A submission's failure messages (the rate limit's and the unknown-city rule's are written for the public). */
const SUBMISSION_FAILURE = { context: "Submission failed", fallback: GENERIC_SUBMISSION_FAILURE };

export type FormHandler<S extends z.ZodType> = {
  schema: S;
  fields: readonly string[];
  /**
   * Stores the submission. `photoFollows`: the form will send a photo on its own once it is stored (forms with
   * `photo` only). May answer {receipt, photoToken}: the receipt's token, and the photo's one-time upload token.
   */
  store: (values: z.output<S>, photoFollows: boolean) => Promise<unknown>;
  /** The toast of a stored form, from its values and what `store` answered. */
  success: (values: z.output<S>, stored?: unknown) => { title: string; description: string };
  failureTitle: (values: z.output<S> | null) => string;
  /** What a failure of `store` says (lib/actions/failure.ts); a submission's messages unless given. */
  failure?: FailureMessages & { context: string };
  /** Whether the form takes a photo, sent after it is stored (app/api/submissions/photo). */
  photo?: boolean;
};

/**
 * Runs one submission from a form: re-validates everything on the server, drops what the honeypot caught,
 * stores it, and answers with the toast to show. What the user typed always comes back.
 */
export async function handleSubmission<S extends z.ZodType, Input>(
  previous: FormState<Input>,
  formData: FormData,
  handler: FormHandler<S>,
): Promise<FormState<Input>> {
  // The previous state comes back from the browser with a form post: trust nothing in it.
  const sequence = (Number.isSafeInteger(previous?.sequence) ? previous.sequence : 0) + 1;
  // Called from script, an action can be given anything: only a form's text fields, each given once, go on.
  if (!(formData instanceof FormData)) {
    return { ok: false, sequence, title: MISSING_INFORMATION_TITLE, message: NOT_A_FORM };
  }
  // A photo is never part of the action's body (the proxy allows 64 KB): the form says one follows.
  const fields = [...handler.fields, HONEYPOT_FIELD, PHOTO_FOLLOWS_FIELD];
  if (
    fields.some(
      (field) =>
        formData.getAll(field).length > 1 || formData.getAll(field).some((v) => typeof v !== "string"),
    )
  ) {
    return { ok: false, sequence, title: MISSING_INFORMATION_TITLE, message: NOT_A_FORM };
  }
  const photoFollows = handler.photo === true && formData.get(PHOTO_FOLLOWS_FIELD) === "1";
  const raw = Object.fromEntries(handler.fields.map((field) => [field, String(formData.get(field) ?? "")]));
  const values = raw as FormState<Input>["values"];
  const parsed = handler.schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as FormState<Input>["fieldErrors"];
    const first = Object.values(fieldErrors ?? {}).flat()[0] as string | undefined;
    return { ok: false, sequence, values, fieldErrors, title: MISSING_INFORMATION_TITLE, message: first };
  }
  const failure = handler.failure ?? SUBMISSION_FAILURE;
  const failureMessage = (error: unknown) => actionFailure(error, failure.context, failure);
  // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    const success = handler.success(parsed.data);
    return { ok: true, sequence, title: success.title, message: success.description };
  }
  let result: unknown;
  try {
    result = await handler.store(parsed.data, photoFollows);
  } catch (error) {
    const title = handler.failureTitle(parsed.data);
    return { ok: false, sequence, values, title, message: failureMessage(error) };
  }
  const answer = result as { receipt?: unknown; photoToken?: unknown } | null;
  const receipt = typeof answer?.receipt === "string" ? answer.receipt : undefined;
  const photoToken = typeof answer?.photoToken === "string" ? answer.photoToken : undefined;
  const success = handler.success(parsed.data, result);
  return { ok: true, sequence, title: success.title, message: success.description, receipt, photoToken };
}

/**
 * A form's server action (useActionState's `(previous, formData)`): handleSubmission with this form's handler, so
 * every field error and every value typed come back, the honeypot is honoured and a photo's upload token is given
 * only for a stored submission. The handler is made on each call, so what it reads from the environment is read
 * when the form is sent, not when the module loads.
 */
export function validatedFormAction<S extends z.ZodType>(handler: () => FormHandler<S>) {
  return (previous: FormState<z.input<S>>, formData: FormData): Promise<FormState<z.input<S>>> =>
    handleSubmission(previous, formData, handler());
}
