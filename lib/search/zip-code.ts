/** A ZIP code is five digits, optionally followed by a hyphen and four digits (docs/product.md#zip-codes). */
const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** Whether the (trimmed) search text is a US ZIP code rather than a city name. */
export function isZipCode(text: string): boolean {
  return ZIP_CODE_PATTERN.test(text.trim());
}
