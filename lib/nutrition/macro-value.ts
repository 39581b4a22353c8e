/**
 * SPEC §5: a macro written with other characters ('25g', '1,200 kcal') is cleaned to digits and '.', and an
 * unparseable value counts as 0. The same rule is the SQL function public.macro_number, which fills the
 * meals' numeric columns; the two are tested against one corpus.
 */
export function macroNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const parsed = Number.parseFloat(String(value).replace(/[^0-9.]/g, ""));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Whether a macro has a value worth showing (the dialog shows only non-empty values). */
export function hasMacro(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== "";
}
