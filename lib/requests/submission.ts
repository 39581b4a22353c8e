import "server-only";
import { z } from "zod";
import { isBackendError } from "@/lib/backend/errors";
import {
  GENERIC_SUBMISSION_FAILURE,
  HONEYPOT_FIELD,
  MISSING_INFORMATION_TITLE,
  RATE_LIMIT_CODE,
} from "./constants";
import { DATABASE_ERROR_MESSAGE } from "@/lib/http/messages";
import type { SubmissionState } from "./schema";

// Database errors whose message is written for the public: the rate limit and the unknown-city rule.
const PUBLIC_ERROR_CODES = new Set([RATE_LIMIT_CODE, "22023"]);


type Handler<S extends z.ZodType> = {
  schema: S;
  fields: readonly string[];
  store: (values: z.output<S>) => Promise<unknown>;
  success: (values: z.output<S>) => { title: string; description: string };
  failureTitle: (values: z.output<S> | null) => string;
};

/**
 * Runs one submission from a form: re-validates everything on the server, drops what the honeypot caught,
 * stores it, and answers with the toast to show. What the user typed always comes back.
 */
export async function handleSubmission<S extends z.ZodType, Input>(
  previous: SubmissionState<Input>,
  formData: FormData,
  handler: Handler<S>,
): Promise<SubmissionState<Input>> {
  const sequence = previous.sequence + 1;
  const raw = Object.fromEntries(handler.fields.map((field) => [field, String(formData.get(field) ?? "")]));
  const values = raw as SubmissionState<Input>["values"];
  const parsed = handler.schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as SubmissionState<Input>["fieldErrors"];
    const first = Object.values(fieldErrors ?? {}).flat()[0] as string | undefined;
    return { ok: false, sequence, values, fieldErrors, title: MISSING_INFORMATION_TITLE, message: first };
  }
  const success = handler.success(parsed.data);
  // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    return { ok: true, sequence, title: success.title, message: success.description };
  }
  try {
    await handler.store(parsed.data);
  } catch (error) {
    const title = handler.failureTitle(parsed.data);
    if (isBackendError(error) && error.kind === "query" && error.code && PUBLIC_ERROR_CODES.has(error.code)) {
      return { ok: false, sequence, values, title, message: error.message };
    }
    console.error("Submission failed:", error);
    const message =
      isBackendError(error) && error.kind === "connection" ? DATABASE_ERROR_MESSAGE : GENERIC_SUBMISSION_FAILURE;
    return { ok: false, sequence, values, title, message };
  }
  return { ok: true, sequence, title: success.title, message: success.description };
}
