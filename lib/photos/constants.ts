// Photos sent with a meal request, a restaurant or a correction: what is accepted, and what a visitor is told
// otherwise. A photo is sent on its own once its submission is stored (docs/architecture.md#photos).

export const PHOTO_FIELD = "photo";
/** The text field a form sends instead of its photo: "1" when a photo follows the submission. */
export const PHOTO_FOLLOWS_FIELD = "photo_follows";
/** Where a photo is sent, with its submission's one-time token (app/api/submissions/photo). */
export const PHOTO_UPLOAD_PATH = "/api/submissions/photo";
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos are at most this many pixels wide and high. */
export const PHOTO_MAX_DIMENSION = 1600;
/** Larger images are refused before they are decoded (50 megapixels: 8,660 × 5,773). */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const PHOTO_TOO_LARGE = "The photo is larger than 5 MB. Please choose a smaller one.";
export const PHOTO_WRONG_TYPE = "The photo must be a JPEG, PNG or WebP image.";
export const PHOTO_UNREADABLE =
  "This photo could not be read. Please choose another JPEG, PNG or WebP image.";
export const PHOTO_NOT_SAVED =
  "We could not save your photo. Please try again later, or send it without a photo.";
export const PHOTO_LENGTH_REQUIRED = "A photo must be sent with its length (Content-Length).";
export const PHOTO_UPLOAD_CLOSED =
  "This photo upload is not open: its token is missing, unknown, expired or already used.";
/** What a form says when its submission was stored but its photo was not. */
export const SUBMITTED_WITHOUT_PHOTO = "Your submission was received, but its photo was not saved.";

/**
 * The browser's early check of a chosen file (its size and the type it claims): the server checks the content
 * itself whatever the browser said.
 */
export function photoChoiceError(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  if (file.type && !PHOTO_ACCEPT.split(",").includes(file.type)) return PHOTO_WRONG_TYPE;
  return null;
}
