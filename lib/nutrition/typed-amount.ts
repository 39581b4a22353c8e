/**
 * One target as typed: empty means no target (null); 0 is a real target; anything else must be a number from 0
 * to `limit`.
 */
export function parseTarget(
  text: string,
  limit = Infinity,
): { ok: true; value: number | null } | { ok: false; tooLarge: boolean } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return { ok: false, tooLarge: false };
  return value <= limit ? { ok: true, value } : { ok: false, tooLarge: true };
}
