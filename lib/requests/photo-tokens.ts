import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";

/** The kinds of submission that take a photo (a city suggestion does not). */
export type PhotoKind = "meal_request" | "restaurant_request" | "restaurant_suggestion" | "correction";

/** An upload token: 64 hex digits (public.issue_photo_token). */
const PHOTO_TOKEN = /^[0-9a-f]{64}$/;

const asServer = { caller: SERVER_CALLER };

/** A one-time photo upload token for a submission just stored, valid for 5 minutes (only its hash is kept). */
export async function issuePhotoToken(kind: PhotoKind, stored: { id: string }) {
  const { token } = await rpc(
    "issue_photo_token",
    { kind, submission_id: stored.id },
    z.object({ token: z.string().regex(PHOTO_TOKEN) }),
    asServer,
  );
  return token;
}

/**
 * Takes an upload token before its photo is read: the submission it belongs to, or null when the token is unknown,
 * expired or taken before. A token is taken once, whatever becomes of its photo.
 */
export async function takePhotoToken(token: string) {
  if (!PHOTO_TOKEN.test(token)) return null;
  return rpc(
    "take_photo_token",
    { token },
    z.object({ kind: z.string(), submission_id: z.guid() }).nullable(),
    asServer,
  );
}

/** Writes a stored photo's address to the submission of the token taken for it. */
export async function attachSubmissionPhoto(token: string, photoUrl: string) {
  await rpc("attach_submission_photo", { token, photo_url: photoUrl }, z.unknown(), asServer);
}
