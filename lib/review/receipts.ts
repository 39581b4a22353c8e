import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER, type UserCaller } from "@/lib/backend/types";

export const SUBMISSION_KINDS = [
  "meal_request",
  "restaurant_request",
  "restaurant_suggestion",
  "city_suggestion",
  "correction",
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** A receipt token: 64 hex digits (public.issue_submission_receipt). */
const RECEIPT_TOKEN = /^[0-9a-f]{64}$/;

/**
 * Issues the receipt of a submission just stored, with the signed-in sender (verified by the server) if any; its
 * token is the private link's. Called only after the submission is stored, so a receipt always has one.
 */
export async function issueReceipt(kind: SubmissionKind, stored: { id: string }, user?: UserCaller | null) {
  const { token } = await rpc(
    "issue_submission_receipt",
    { kind, submission_id: stored.id, user_id: user?.userId ?? null },
    z.object({ token: z.string().regex(RECEIPT_TOKEN) }),
    { caller: SERVER_CALLER },
  );
  return { receipt: token };
}

const statusSchema = z.enum(["pending", "approved", "rejected"]);

const submissionSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  title: z.string(),
  place: z.string().nullable().optional(),
  status: statusSchema,
  created_at: z.string(),
  reason: z.string().nullable().optional(),
  result_path: z.string().nullable().optional(),
});
export type SubmissionStatus = z.infer<typeof submissionSchema>;

/** What a receipt shows (nothing about who sent it), or null for an unknown token. */
export async function getReceipt(token: string) {
  if (!RECEIPT_TOKEN.test(token)) return null;
  return rpc("get_submission_receipt", { token }, submissionSchema.nullable());
}

/** The signed-in diner's own submissions, newest first. */
export function listMySubmissions(user: UserCaller) {
  return rpc("list_my_submissions", {}, z.array(submissionSchema), { caller: user });
}
