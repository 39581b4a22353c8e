import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER, type UserCaller } from "@/lib/backend/types";
import { queryErrorCode, SQLSTATE } from "@/lib/backend/errors";
import { MENU_MACROS } from "@/lib/nutrition/macro-value";
import { storeDueOrders } from "@/lib/orders/store";
import { SUBMISSION_KINDS, type SubmissionKind } from "./receipts";

// The review desk's calls: each runs as the signed-in user, and the SQL refuses anyone who is not a moderator
// (public.require_moderator), whatever the page shows.

const fieldValue = z.union([z.string(), z.number()]).nullable();

const pendingSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.guid(),
  created_at: z.string(),
  photo_url: z.string().nullable(),
  restaurant: z.object({ id: z.guid(), name: z.string() }).nullable().optional(),
  meal: z.object({ id: z.guid(), name: z.string() }).nullable().optional(),
  fields: z.record(z.string(), fieldValue),
});
export type PendingSubmission = z.infer<typeof pendingSchema>;

/** The pending submissions, newest first; null when the user is not a moderator (SQLSTATE 42501). */
export async function reviewQueue(user: UserCaller): Promise<PendingSubmission[] | null> {
  try {
    return await rpc("review_queue", {}, z.array(pendingSchema), { caller: user });
  } catch (error) {
    if (queryErrorCode(error) === SQLSTATE.notAllowed) return null;
    throw error;
  }
}

export const reviewEdit = (
  user: UserCaller,
  kind: SubmissionKind,
  id: string,
  fields: Record<string, string>,
) =>
  rpc("review_edit", { kind, submission_id: id, fields_json: JSON.stringify(fields) }, z.unknown(), {
    caller: user,
  });

export const reviewReject = (user: UserCaller, kind: SubmissionKind, id: string, reason: string) =>
  rpc("review_reject", { kind, submission_id: id, reason }, z.unknown(), { caller: user });

const approvedSchema = z.object({
  result_path: z.string().nullable(),
  cities: z.array(z.object({ id: z.string(), state: z.string() })),
  restaurant_names: z.array(z.string()),
});

export const reviewApprove = (user: UserCaller, kind: SubmissionKind, id: string) =>
  rpc("review_approve", { kind, submission_id: id }, approvedSchema, { caller: user });

/** The best orders of the parts chains whose parts an approval changed, found again as after an import
 * (lib/orders/store.ts): the menus read as anyone reads them, the orders stored by the server. How many those chains
 * have now. */
export const storeChangedOrders = () =>
  storeDueOrders((fn, args) =>
    rpc(fn, args, z.unknown(), { caller: fn === "order_menu" ? null : SERVER_CALLER }),
  );

/**
 * The catalogue's summaries after an approval, as after an import: by the server, in a statement of its own (some
 * seconds of work, past the signed-in role's statement timeout on a busy machine).
 */
export const refreshCatalogueSummaries = () =>
  rpc("refresh_catalogue_summaries", {}, z.unknown(), { caller: SERVER_CALLER });

/** The fields a moderator may edit, per kind, as review_edit takes them. */
export const EDITABLE_FIELDS: Record<SubmissionKind, readonly string[]> = {
  meal_request: ["meal_name", "restaurant_name", ...MENU_MACROS, "description"],
  restaurant_request: ["name", "city", "address", "website", "description"],
  restaurant_suggestion: [
    "restaurant_name",
    "address",
    "website",
    "meal_name",
    ...MENU_MACROS,
    "description",
  ],
  city_suggestion: ["city_name", "state", "description"],
  correction: ["proposed_value"],
};
