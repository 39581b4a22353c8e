"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { FormState } from "@/lib/actions/result";
import { validatedActionWithUser } from "@/lib/auth/user-action";
import { SQLSTATE } from "@/lib/backend/errors";
import { refreshCatalogue } from "@/lib/catalogue/refresh";
import { PATHS } from "@/lib/pages/paths";
import { EDITABLE_FIELDS, refreshCatalogueSummaries, reviewApprove, reviewEdit, reviewReject } from "./desk";
import { SUBMISSION_KINDS } from "./receipts";

/** A form's answer (lib/actions/result.ts), numbered so the desk reacts to two identical answers in a row. */
export type ReviewState = FormState;

const NOT_ALLOWED = "Only moderators may do this.";
const TRY_AGAIN = "That did not work. Please try again.";
const SEND_AGAIN = "Send the form again.";
const FIELD_PREFIX = "field_";

const requestSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.guid(),
  intent: z.enum(["save", "approve", "reject"]),
  reason: z.string().max(2000).optional(),
  // Only echoed back in the answer, so the desk can say which submission it was.
  title: z.string().max(300).optional(),
  // The edited fields, by name; only the submission kind's editable ones are used.
  fields: z.record(z.string(), z.string()),
});

/**
 * One decision of the desk: save the edited fields, save and approve (the catalogue changes and its pages are
 * refreshed at once), or reject with a reason. The SQL checks the moderator role on every call.
 */
const decide = validatedActionWithUser(
  requestSchema,
  async ({ kind, id, intent, reason, title, fields }, user) => {
    const which = title ? `“${title}”` : "The submission";
    if (intent === "reject") {
      await reviewReject(user, kind, id, reason ?? "");
      revalidatePath(PATHS.review);
      return { ok: true, message: `${which} is rejected.` };
    }
    const edited: Record<string, string> = {};
    for (const field of EDITABLE_FIELDS[kind]) {
      const value = fields[field];
      if (value !== undefined) edited[field] = value;
    }
    if (Object.keys(edited).length > 0) await reviewEdit(user, kind, id, edited);
    if (intent === "save") {
      revalidatePath(PATHS.review);
      return { ok: true, message: `${which} is saved.` };
    }
    const approved = await reviewApprove(user, kind, id);
    try {
      await refreshCatalogueSummaries();
    } catch (error) {
      console.error("The catalogue's summaries were not refreshed after an approval:", error);
      return {
        ok: false,
        message: `${which} is approved, but the site's pages show it only after the next approval or import.`,
      };
    }
    await refreshCatalogue({
      cityIds: approved.cities.map((city) => city.id),
      restaurantNames: approved.restaurant_names,
    });
    revalidatePath(PATHS.review);
    return { ok: true, message: `${which} is approved: the catalogue has it now.` };
  },
  {
    context: "A review decision failed",
    fallback: TRY_AGAIN,
    unavailable: TRY_AGAIN,
    codes: { [SQLSTATE.notAllowed]: NOT_ALLOWED },
    invalid: () => SEND_AGAIN,
    signedOut: { ok: false, message: NOT_ALLOWED },
  },
);

/** The desk's form as the decision's input: its text fields, and the edited fields without their prefix. */
function formInput(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    const field = name.slice(FIELD_PREFIX.length);
    // The first value of a field given twice, as formData.get reads the other fields.
    if (name.startsWith(FIELD_PREFIX) && typeof value === "string" && !(field in fields))
      fields[field] = value;
  }
  return {
    kind: text("kind"),
    id: text("id"),
    intent: text("intent"),
    reason: text("reason"),
    title: text("title"),
    fields,
  };
}

export async function reviewAction(previous: ReviewState, formData: FormData): Promise<ReviewState> {
  const sequence = (Number.isSafeInteger(previous?.sequence) ? previous.sequence : 0) + 1;
  if (!(formData instanceof FormData)) return { sequence, ok: false, message: SEND_AGAIN };
  const { ok, message } = await decide(formInput(formData));
  return { sequence, ok, message };
}
