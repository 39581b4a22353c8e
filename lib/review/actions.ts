"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { currentUser } from "@/lib/auth/door";
import { failureMessage } from "@/lib/actions/failure";
import type { ActionResult } from "@/lib/actions/result";
import { SQLSTATE } from "@/lib/backend/errors";
import { refreshCatalogue } from "@/lib/catalogue/refresh";
import { PATHS } from "@/lib/site/paths";
import { EDITABLE_FIELDS, refreshCatalogueSummaries, reviewApprove, reviewEdit, reviewReject } from "./desk";
import { SUBMISSION_KINDS } from "./receipts";

/** A form's answer (lib/actions/result.ts), numbered so the desk reacts to two identical answers in a row. */
export type ReviewState = Partial<ActionResult> & { sequence: number };

const NOT_ALLOWED = "Only moderators may do this.";
const TRY_AGAIN = "That did not work. Please try again.";

const requestSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.guid(),
  intent: z.enum(["save", "approve", "reject"]),
  reason: z.string().max(2000).optional(),
  // Only echoed back in the answer, so the desk can say which submission it was.
  title: z.string().max(300).optional(),
});

/**
 * One decision of the desk: save the edited fields, save and approve (the catalogue changes and its pages are
 * refreshed at once), or reject with a reason. The SQL checks the moderator role on every call.
 */
export async function reviewAction(previous: ReviewState, formData: FormData): Promise<ReviewState> {
  const sequence = (Number.isSafeInteger(previous?.sequence) ? previous.sequence : 0) + 1;
  if (!(formData instanceof FormData)) return { sequence, ok: false, message: "Send the form again." };
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = requestSchema.safeParse({
    kind: text("kind"),
    id: text("id"),
    intent: text("intent"),
    reason: text("reason"),
    title: text("title"),
  });
  if (!parsed.success) return { sequence, ok: false, message: "Send the form again." };
  const { kind, id, intent, reason } = parsed.data;
  const which = parsed.data.title ? `“${parsed.data.title}”` : "The submission";
  const user = await currentUser();
  if (!user) return { sequence, ok: false, message: NOT_ALLOWED };
  try {
    if (intent === "reject") {
      await reviewReject(user, kind, id, reason ?? "");
      revalidatePath(PATHS.review);
      return { sequence, ok: true, message: `${which} is rejected.` };
    }
    const fields: Record<string, string> = {};
    for (const field of EDITABLE_FIELDS[kind]) {
      const value = text(`field_${field}`);
      if (value !== undefined) fields[field] = value;
    }
    if (Object.keys(fields).length > 0) await reviewEdit(user, kind, id, fields);
    if (intent === "save") {
      revalidatePath(PATHS.review);
      return { sequence, ok: true, message: `${which} is saved.` };
    }
    const approved = await reviewApprove(user, kind, id);
    try {
      await refreshCatalogueSummaries();
    } catch (error) {
      console.error("The catalogue's summaries were not refreshed after an approval:", error);
      return {
        sequence,
        ok: false,
        message: `${which} is approved, but the site's pages show it only after the next approval or import.`,
      };
    }
    refreshCatalogue({
      cityIds: approved.cities.map((city) => city.id),
      restaurantNames: approved.restaurant_names,
    });
    revalidatePath(PATHS.review);
    return { sequence, ok: true, message: `${which} is approved: the catalogue has it now.` };
  } catch (error) {
    const message = failureMessage(error, "A review decision failed", {
      fallback: TRY_AGAIN,
      unavailable: TRY_AGAIN,
      codes: { [SQLSTATE.notAllowed]: NOT_ALLOWED },
    });
    return { sequence, ok: false, message };
  }
}
