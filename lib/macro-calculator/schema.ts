import { z } from "zod";
import { MACRO_FIELD_SETTINGS, MACRO_FIELDS, MATCH_COUNT_CAP, type MacroField } from "./constants";

/** One target as typed: empty means no target (SPEC §5); otherwise a number of at least 0. */
const targetText = z
  .string()
  .trim()
  .refine((value) => value === "" || (Number.isFinite(Number(value)) && Number(value) >= 0), {
    message: "Enter a number of 0 or more, or leave it empty.",
  })
  .transform((value) => (value === "" ? null : Number(value)));

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

const queryNumber = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === "" ? null : Number(value)))
  .refine((value) => value === null || (Number.isFinite(value) && value >= 0), "Targets are numbers of 0 or more.");

/** The GET /api/meals/match query: the targets, an optional location and the page offset. */
export const mealMatchQuerySchema = z.object({
  protein: queryNumber,
  carbs: queryNumber,
  fat: queryNumber,
  calories: queryNumber,
  sugar: queryNumber,
  location: z.string().trim().max(100).optional().transform((value) => value || undefined),
  offset: z.coerce.number().int().min(0).max(MATCH_COUNT_CAP).default(0),
});

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

/** How many meals match, as shown: '1,000+' when the count stopped at its cap. */
export function matchCountText(matches: { total: number; total_capped: boolean }): string {
  return `${matches.total.toLocaleString("en-US")}${matches.total_capped ? "+" : ""}`;
}
