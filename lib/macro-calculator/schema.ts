import { z } from "zod";
import { safeText } from "@/lib/http/input";
import { MACRO_FIELD_SETTINGS, MACRO_FIELDS, type MacroField } from "./constants";

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

/** Larger than any meal's macro or calorie count: a bigger target is a mistake, refused. */
export const MAX_QUERY_TARGET = 100_000;

const queryNumber = z
  .string({ error: "Give each target once, as a number." })
  .trim()
  .max(20, "Targets are numbers of 0 or more.")
  .optional()
  .transform((value) => (value === undefined || value === "" ? null : Number(value)))
  .refine(
    (value) => value === null || (Number.isFinite(value) && value >= 0 && value <= MAX_QUERY_TARGET),
    `Targets are numbers from 0 to ${MAX_QUERY_TARGET}.`,
  );

/** The GET /api/meals/match query: the targets, an optional location and the page offset. */
export const mealMatchQuerySchema = z.object({
  protein: queryNumber,
  carbs: queryNumber,
  fat: queryNumber,
  calories: queryNumber,
  sugar: queryNumber,
  location: safeText(100)
    .optional()
    .transform((value) => value || undefined),
  offset: z
    .string({ error: "Give the offset once, as a whole number." })
    .regex(/^\d{1,6}$/, "The offset is a whole number from 0 to 100000.")
    .transform(Number)
    .pipe(z.number().max(100_000, "The offset is a whole number from 0 to 100000."))
    .default(0),
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
