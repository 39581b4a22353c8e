/**
 * A number written in decimal digits, with at most one point ("10", "12.5", ".5", "10."): the only way an amount
 * is read from a form or an address. Hex ("0x10"), exponents ("1e1"), signs and words are not amounts, though
 * JavaScript's Number() reads them.
 */
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;
/** The shortest decimal form, as String() writes a number below 1e21: no leading zero, no trailing point or zero. */
const SHORTEST = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/**
 * The one form of a decimal amount ("010", "10.0" and "10." are "10"; "0.50" is "0.5"), or null when the text is
 * not a decimal amount or has no plain decimal form (beyond about 1e21).
 */
export function canonicalDecimal(text: string): string | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const canonical = String(Number(trimmed));
  return SHORTEST.test(canonical) ? canonical : null;
}

/** A decimal amount's value; NaN for any other text. */
export const decimalValue = (text: string): number => {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : NaN;
};

/**
 * One target as typed: empty means no target (null); 0 is a real target; anything else must be a decimal number
 * from 0 to `limit`.
 */
export function parseTarget(
  text: string,
  limit = Infinity,
): { ok: true; value: number | null } | { ok: false; tooLarge: boolean } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const value = decimalValue(trimmed);
  if (!Number.isFinite(value)) return { ok: false, tooLarge: false };
  return value <= limit ? { ok: true, value } : { ok: false, tooLarge: true };
}
