// The calculator form's targets. This module runs in the browser, so its schema is written with zod/mini
// (tree-shakable, a few KB) rather than the full zod the server-side schemas use.
import * as z from "zod/mini";
import { MACRO_FIELD_SETTINGS, MACRO_FIELDS, type MacroField } from "./constants";

/** One target as typed: empty means no target; otherwise a number of at least 0 (0 is a real target). */
const targetText = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || (Number.isFinite(Number(value)) && Number(value) >= 0), {
      message: "Enter a number of 0 or more, or leave it empty.",
    }),
  ),
  z.transform((value: string) => (value === "" ? null : Number(value))),
);

export const macroTargetsFormSchema = z.object({
  protein: targetText,
  carbs: targetText,
  fat: targetText,
  calories: targetText,
  sugar: targetText,
});
export type MacroTargetsFormInput = z.input<typeof macroTargetsFormSchema>;
export type MacroTargetsValues = z.output<typeof macroTargetsFormSchema>;

export const defaultMacroTargetsInput = Object.fromEntries(
  MACRO_FIELDS.map((field) => [field, String(MACRO_FIELD_SETTINGS[field].default)]),
) as Record<MacroField, string>;

/** The query string for a search, omitting empty targets. */
export function mealMatchQueryString(targets: MacroTargetsValues, location: string, offset = 0): string {
  const params = new URLSearchParams();
  for (const field of MACRO_FIELDS) {
    const value = targets[field];
    if (value !== null) params.set(field, String(value));
  }
  if (location.trim()) params.set("location", location.trim());
  if (offset > 0) params.set("offset", String(offset));
  return params.toString();
}
