import { z } from "zod";

/** Longest text any query parameter or path segment of the site needs (a city, a search term, a slug). */
const MAX_PARAM_LENGTH = 200;

// Control characters (NUL included) and U+FFFD, which decoding leaves where the percent-encoding or UTF-8 was bad.
const FORBIDDEN = /[\u0000-\u001f\u007f\ufffd]/;

/** Text a person could have typed: no control characters, no broken encoding, well-formed UTF-16. */
export function isCleanText(value: string) {
  return !FORBIDDEN.test(value) && value.isWellFormed();
}

/** A trimmed text parameter of at most `max` characters, refused when it holds characters nobody types. */
export const safeText = (max = MAX_PARAM_LENGTH) =>
  z
    .string({ error: "Expected a single text value." })
    .max(max, `Use at most ${max} characters.`)
    .refine(isCleanText, "The text contains characters that are not allowed.")
    .transform((value) => value.trim());

/** A URL path segment naming a page (a city id, a brand or post slug): short, lowercase-ish, no odd characters. */
export function isSlug(value: unknown): value is string {
  return (
    typeof value === "string" && value.length > 0 && value.length <= MAX_PARAM_LENGTH && isCleanText(value)
  );
}

/** A page's search parameter as one string: undefined when absent, null when repeated or unclean. */
export function singleParam(
  value: string | string[] | undefined,
  max = MAX_PARAM_LENGTH,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length > max || !isCleanText(value)) return null;
  return value;
}
