// Photos sent with a meal request or a restaurant: what is accepted, and what a visitor is told otherwise.

export const PHOTO_FIELD = "photo";
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
