import "server-only";
import { NextResponse } from "next/server";
import { apiError, errorResponse, NO_STORE } from "@/lib/http/server";
import { readCapped } from "@/lib/http/request-guard";
import { attachSubmissionPhoto, takePhotoToken } from "@/lib/requests/photo-tokens";
import {
  PHOTO_ACCEPT,
  PHOTO_LENGTH_REQUIRED,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_SAVED,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOAD_CLOSED,
  PHOTO_WRONG_TYPE,
} from "./constants";
import type { PhotoStore } from "./names";
import { preparePhoto } from "./process";
import { newPhotoName, photoStore } from "./storage";

const CONTEXT = "Photo upload";

/** The token of `Authorization: Bearer <token>`, or null. */
const bearer = (header: string | null) => /^Bearer ([0-9a-f]{64})$/.exec(header?.trim() ?? "")?.[1] ?? null;

/**
 * A submission's photo, sent on its own once the submission is stored: the image's bytes with its Content-Type and
 * Content-Length, and the submission's one-time token. Everything the headers tell is checked first, then the token
 * is taken (used once, whatever follows), and only then is the body read (at most 5 MB), decoded and re-encoded
 * (lib/photos), stored and its address written to the submission. Every refusal is a 4xx and stores nothing.
 */
export async function receiveSubmissionPhoto(request: Request, store: PhotoStore = photoStore()) {
  const declared = request.headers.get("content-length");
  if (declared === null) return apiError(411, "length_required", PHOTO_LENGTH_REQUIRED);
  if (!/^\d{1,10}$/.test(declared))
    return apiError(400, "bad_request", "The Content-Length is not a number.");
  if (Number(declared) > PHOTO_MAX_BYTES) return apiError(413, "too_large", PHOTO_TOO_LARGE);
  if (Number(declared) === 0) return apiError(400, "bad_request", "The photo is empty.");
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!PHOTO_ACCEPT.split(",").includes(type)) return apiError(415, "unsupported_type", PHOTO_WRONG_TYPE);
  const token = bearer(request.headers.get("authorization"));
  let taken: Awaited<ReturnType<typeof takePhotoToken>>;
  try {
    taken = token ? await takePhotoToken(token) : null;
  } catch (error) {
    return errorResponse(error, CONTEXT);
  }
  if (!token || !taken) {
    const response = apiError(401, "unauthorized", PHOTO_UPLOAD_CLOSED);
    response.headers.set("www-authenticate", "Bearer");
    return response;
  }
  const bytes = await readCapped(request.body, PHOTO_MAX_BYTES).catch(() => undefined);
  if (bytes === undefined) return apiError(400, "bad_request", "The photo could not be read whole.");
  if (bytes === null) return apiError(413, "too_large", PHOTO_TOO_LARGE);
  const prepared = await preparePhoto(new Blob([new Uint8Array(bytes)]));
  if (!prepared.ok) return apiError(400, "bad_request", prepared.message);
  const name = newPhotoName();
  let url: string;
  try {
    url = await store.save(name, prepared.data, prepared.contentType);
  } catch (error) {
    console.error(`${CONTEXT}: saving failed:`, error);
    return apiError(503, "server_error", PHOTO_NOT_SAVED);
  }
  try {
    await attachSubmissionPhoto(token, url);
  } catch (error) {
    // Nothing is kept of a photo its submission does not point to.
    await store
      .remove(name)
      .catch((removal: unknown) => console.error(`${CONTEXT}: removal failed:`, removal));
    return errorResponse(error, CONTEXT);
  }
  return NextResponse.json({ photo_url: url }, { status: 201, headers: { "cache-control": NO_STORE } });
}
