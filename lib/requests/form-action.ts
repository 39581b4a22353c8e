import "server-only";
import { z } from "zod";
import { failureMessage as actionFailure, type FailureMessages } from "@/lib/actions/failure";
import { GENERIC_SUBMISSION_FAILURE, HONEYPOT_FIELD, MISSING_INFORMATION_TITLE } from "./constants";
import type { FormState } from "@/lib/actions/result";
import { PHOTO_FIELD, PHOTO_NOT_SAVED, PHOTO_TOO_LARGE, PHOTO_MAX_BYTES } from "@/lib/photos/constants";
import type { PreparedPhoto } from "@/lib/photos/process";
import type { PhotoStore } from "@/lib/photos/names";

const NOT_A_FORM = "Please fill in the form and send it again.";

/** A submission's failure messages (the rate limit's and the unknown-city rule's are written for the public). */
const SUBMISSION_FAILURE = { context: "Submission failed", fallback: GENERIC_SUBMISSION_FAILURE };

/** How a form's optional photo is checked and kept (lib/photos); forms without a photo field leave it out. */
export type PhotoHandling<Values = never> = {
  prepare: (file: Blob) => Promise<PreparedPhoto>;
  store: PhotoStore;
  newName: () => string;
  /**
   * Counts the post against the submission limit and checks that what it refers to exists, before the photo is
   * decoded: null when it may go on, else why it is refused. Throws the database's PT429 past the limit.
   */
  open: (values: Values) => Promise<string | null>;
};

export type FormHandler<S extends z.ZodType> = {
  schema: S;
  fields: readonly string[];
  /** Stores the submission; `photoUrl` is the address of its photo, or null. May answer {receipt: token}. */
  store: (values: z.output<S>, photoUrl: string | null) => Promise<unknown>;
  /** The toast of a stored form, from its values and what `store` answered. */
  success: (values: z.output<S>, stored?: unknown) => { title: string; description: string };
  failureTitle: (values: z.output<S> | null) => string;
  /** What a failure of `store` says (lib/actions/failure.ts); a submission's messages unless given. */
  failure?: FailureMessages & { context: string };
  photo?: PhotoHandling<z.output<S>>;
};

/** The photo field's file, null when none was chosen (a form sends an empty file then), or "invalid". */
function photoFile(formData: FormData): Blob | null | "invalid" {
  const values = formData.getAll(PHOTO_FIELD);
  if (values.length === 0) return null;
  const [value] = values;
  if (values.length > 1 || !(value instanceof Blob)) return "invalid";
  return value.size === 0 ? null : value;
}

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
  const fields = [...handler.fields, HONEYPOT_FIELD];
  if (
    fields.some(
      (field) =>
        formData.getAll(field).length > 1 || formData.getAll(field).some((v) => typeof v !== "string"),
    )
  ) {
    return { ok: false, sequence, title: MISSING_INFORMATION_TITLE, message: NOT_A_FORM };
  }
  const photo = handler.photo ? photoFile(formData) : null;
  if (photo === "invalid")
    return { ok: false, sequence, title: MISSING_INFORMATION_TITLE, message: NOT_A_FORM };
  const raw = Object.fromEntries(handler.fields.map((field) => [field, String(formData.get(field) ?? "")]));
  const values = raw as FormState<Input>["values"];
  const parsed = handler.schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as FormState<Input>["fieldErrors"];
    const first = Object.values(fieldErrors ?? {}).flat()[0] as string | undefined;
    // A photo that is too large is said at once too; its content is checked once the rest is valid.
    const photoError = photo && photo.size > PHOTO_MAX_BYTES ? PHOTO_TOO_LARGE : undefined;
    return {
      ok: false,
      sequence,
      values,
      fieldErrors,
      photoError,
      title: MISSING_INFORMATION_TITLE,
      message: first,
    };
  }
  const failure = handler.failure ?? SUBMISSION_FAILURE;
  const failureMessage = (error: unknown) => actionFailure(error, failure.context, failure);
  // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    const success = handler.success(parsed.data);
    return { ok: true, sequence, title: success.title, message: success.description };
  }
  let stored: { name: string; url: string } | null = null;
  if (photo && handler.photo) {
    const title = handler.failureTitle(parsed.data);
    // The cheap checks first: a post the limit or a missing meal refuses is counted and costs no decoding.
    let refused: string | null;
    try {
      refused = await handler.photo.open(parsed.data);
    } catch (error) {
      return { ok: false, sequence, values, title, message: failureMessage(error) };
    }
    if (refused) return { ok: false, sequence, values, title, message: refused };
    const prepared = await handler.photo.prepare(photo);
    if (!prepared.ok)
      return { ok: false, sequence, values, photoError: prepared.message, title, message: prepared.message };
    const name = handler.photo.newName();
    try {
      stored = { name, url: await handler.photo.store.save(name, prepared.data, prepared.contentType) };
    } catch (error) {
      console.error("Saving a photo failed:", error);
      return { ok: false, sequence, values, photoError: PHOTO_NOT_SAVED, title, message: PHOTO_NOT_SAVED };
    }
  }
  let result: unknown;
  try {
    result = await handler.store(parsed.data, stored?.url ?? null);
  } catch (error) {
    // Nothing is kept of a submission that was not stored: its photo goes too.
    if (stored && handler.photo) {
      await handler.photo.store.remove(stored.name).catch((removal: unknown) => {
        console.error("Removing the photo of a failed submission failed:", removal);
      });
    }
    const title = handler.failureTitle(parsed.data);
    return { ok: false, sequence, values, title, message: failureMessage(error) };
  }
  const token = (result as { receipt?: unknown } | null)?.receipt;
  const receipt = typeof token === "string" ? token : undefined;
  const success = handler.success(parsed.data, result);
  return { ok: true, sequence, title: success.title, message: success.description, receipt };
}

/**
 * A form's server action (useActionState's `(previous, formData)`): handleSubmission with this form's handler, so
 * every field error and every value typed come back, the honeypot is honoured and a photo is kept only with a
 * stored submission. The handler is made on each call, so what it reads from the environment (where photos are
 * stored) is read when the form is sent, not when the module loads.
 */
export function validatedFormAction<S extends z.ZodType>(handler: () => FormHandler<S>) {
  return (previous: FormState<z.input<S>>, formData: FormData): Promise<FormState<z.input<S>>> =>
    handleSubmission(previous, formData, handler());
}
