/**
 * The five values every menu item carries, in the order a menu file, a tracker's CSV and a moderator's form list
 * them.
 */
export const MENU_MACROS = ["calories", "protein", "carbs", "fat", "sugar"] as const;
export type MenuMacro = (typeof MENU_MACROS)[number];

/**
 * A macro written with other characters ('25g', '1,200 kcal') is cleaned to digits and '.', and an
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

/** The text shown for a macro the menu does not give: unknown, never 0. */
export const UNKNOWN_MACRO = "N/A";

/**
 * A macro's number when the menu gives one, null when it gives none: empty, or text without a digit ('N/A', '-').
 * Matching still counts an unknown value as 0; only what is shown differs.
 */
export function knownMacro(value: string | number | null | undefined): number | null {
  return hasMacro(value) && /\d/.test(String(value)) ? macroNumber(value) : null;
}

/**
 * A macro as every card, row, dialog and total shows it: the cleaned number, a space and its unit ('42 g',
 * '540 kcal'), calories whole, or 'N/A' when the menu gives no value. The text the source stored ('81g',
 * '590') is never shown as it is, so values side by side read the same way.
 */
export function formatMacro(value: string | number | null | undefined, unit: "g" | "kcal" | "") {
  const known = knownMacro(value);
  if (known === null) return UNKNOWN_MACRO;
  const number = unit === "kcal" ? Math.round(known) : known;
  return unit ? `${number} ${unit}` : String(number);
}
