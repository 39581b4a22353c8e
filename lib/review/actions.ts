"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionRefusal } from "@/lib/actions/failure";
import { currentUser } from "@/lib/auth/door";
import { SQLSTATE } from "@/lib/backend/errors";
import { refreshCatalogue } from "@/lib/catalogue/refresh";
import { regenerateMenuDownloads } from "@/lib/downloads/served";
import { PATHS } from "@/lib/pages/paths";
import { validatedFormAction } from "@/lib/requests/form-action";
import {
  EDITABLE_FIELDS,
  refreshCatalogueSummaries,
  reviewApprove,
  reviewEdit,
  reviewReject,
  storeChangedOrders,
} from "./desk";
import { SUBMISSION_KINDS } from "./receipts";

const NOT_ALLOWED = "Only moderators may do this.";
const TRY_AGAIN = "That did not work. Please try again.";
const SEND_AGAIN = "Send the form again.";
/** The toast's title of a decision; the desk says only its message, above the list. */
const DECISION_TITLE = "Review desk";
// An edited field is sent as `field_<name>`, apart from the decision's own fields.
const EDITED_FIELDS = [...new Set(Object.values(EDITABLE_FIELDS).flat())].map((name) => `field_${name}`);

const decisionSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS, SEND_AGAIN),
  id: z.guid(SEND_AGAIN),
  intent: z.enum(["save", "approve", "reject"], SEND_AGAIN),
  reason: z.string().max(2000, SEND_AGAIN),
  // Only echoed back in the answer, so the desk can say which submission it was.
  title: z.string().max(300, SEND_AGAIN),
  // The names of the fields the form shows as inputs: the others are not sent and stay as they are.
  edited: z.string().max(1000, SEND_AGAIN),
  ...Object.fromEntries(EDITED_FIELDS.map((name) => [name, z.string()])),
});

/**
 * One decision of the desk: save the edited fields, save and approve (the catalogue changes and its pages are
 * refreshed at once), or reject with a reason. The SQL checks the moderator role on every call.
 */
async function decide(decision: z.output<typeof decisionSchema>): Promise<string> {
  const { kind, id, intent, reason, title } = decision;
  const user = await currentUser();
  if (!user) throw new ActionRefusal(NOT_ALLOWED);
  const which = title ? `“${title}”` : "The submission";
  if (intent === "reject") {
    await reviewReject(user, kind, id, reason);
    revalidatePath(PATHS.review);
    return `${which} is rejected.`;
  }
  const fields = decision as Record<string, string>;
  const shown = new Set(decision.edited.split(" "));
  const edited = Object.fromEntries(
    EDITABLE_FIELDS[kind].filter((name) => shown.has(name)).map((name) => [name, fields[`field_${name}`]!]),
  );
  await reviewEdit(user, kind, id, edited);
  if (intent === "save") {
    revalidatePath(PATHS.review);
    return `${which} is saved.`;
  }
  const approved = await reviewApprove(user, kind, id);
  try {
    // A part's new numbers are in its orders already (SQL); which orders are best is found here.
    await storeChangedOrders();
    await refreshCatalogueSummaries();
  } catch (error) {
    console.error("The catalogue's orders or summaries were not refreshed after an approval:", error);
    throw new ActionRefusal(
      `${which} is approved, but the site's pages show it only after the next approval or import.`,
    );
  }
  await refreshCatalogue({
    cityIds: approved.cities.map((city) => city.id),
    restaurantNames: approved.restaurant_names,
  });
  // The bulk files of a chain whose menu the approval changed, as an import of that menu would write them.
  if (approved.restaurant_names.length > 0) {
    try {
      await regenerateMenuDownloads(approved.restaurant_names);
    } catch (error) {
      console.error("The bulk files were not generated again after an approval:", error);
    }
  }
  revalidatePath(PATHS.review);
  return `${which} is approved: the catalogue has it now.`;
}

/** The desk's forms' one action, on the submission forms' path (lib/requests/form-action.ts). */
export const reviewAction = validatedFormAction(() => ({
  schema: decisionSchema,
  fields: ["kind", "id", "intent", "reason", "title", "edited", ...EDITED_FIELDS],
  store: decide,
  success: (_, said) => ({ title: DECISION_TITLE, description: String(said) }),
  failureTitle: () => DECISION_TITLE,
  failure: {
    context: "A review decision failed",
    fallback: TRY_AGAIN,
    unavailable: TRY_AGAIN,
    codes: { [SQLSTATE.notAllowed]: NOT_ALLOWED },
  },
}));
