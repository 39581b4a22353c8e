/**
 * A link safe to render as `href`: only absolute http and https URLs, normalised; anything else (javascript:,
 * data:, relative or malformed) gives null, so the caller renders no link. Catalogue data is not trusted for this.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
