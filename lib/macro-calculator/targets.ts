// The calculator form's targets. This module runs in the browser; its rule is small enough to write by hand,
// which keeps a schema library (about 37 KB of JavaScript, measured) off the calculator page.
import { PROTEIN_PER_CALORIE, SORT_PARAM, type MealSort } from "@/lib/nutrition/meal-sort";
import type { LabelLimits } from "@/lib/nutrition/label-limits";
import { parseTarget } from "@/lib/nutrition/typed-amount";
import { DRINKS_INCLUDED, DRINKS_PARAM, MACRO_FIELD_SETTINGS, MACRO_FIELDS } from "./constants";
// A type only: the shape is macroTargetsSchema's, and nothing of zod reaches the browser.
import type { MacroTargets } from "./schema";

export type { MacroTargets };
/** The targets as typed in the form, one text per field of MacroTargets. */
export type MacroTargetsFormInput = Record<keyof MacroTargets, string>;

export const TARGET_MESSAGE = "Enter a number of 0 or more, or leave it empty.";

/** The message for a target over its field's limit, in the form's own words: 'Enter 1,000 g or less, …'. */
export const targetLimitMessage = (field: keyof MacroTargets) => {
  const { limit, unit } = MACRO_FIELD_SETTINGS[field];
  return `Enter ${limit.toLocaleString("en-US")} ${unit} or less, or leave it empty.`;
};

/** Each target's error, by field, as the form shows it under the field. */
export type TargetErrors = Partial<Record<keyof MacroTargets, string>>;

/**
 * The calculator's targets as typed, checked field by field with the form's limits: the targets, or the errors.
 * The form's check in the browser, and the server's check of a search posted before JavaScript ran.
 */
export function checkTargets(
  input: MacroTargetsFormInput,
): { ok: true; targets: MacroTargets } | { ok: false; errors: TargetErrors } {
  const values = {} as MacroTargets;
  const errors: TargetErrors = {};
  for (const field of MACRO_FIELDS) {
    const parsed = parseTarget(input[field] ?? "", MACRO_FIELD_SETTINGS[field].limit);
    if (parsed.ok) values[field] = parsed.value;
    else errors[field] = parsed.tooLarge ? targetLimitMessage(field) : TARGET_MESSAGE;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, targets: values };
}

export const defaultMacroTargetsInput = Object.fromEntries(
  MACRO_FIELDS.map((field) => [field, String(MACRO_FIELD_SETTINGS[field].default)]),
) as MacroTargetsFormInput;

/** The targets as query parameters, omitting empty ones. */
export function targetsQuery(targets: MacroTargets): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of MACRO_FIELDS) {
    const value = targets[field];
    if (value !== null) params.set(field, String(value));
  }
  return params;
}

/**
 * The query string for a search, omitting empty targets and label limits (sodium=, fiber=, netCarbs=); `sort` only when not
 * the closest first.
 */
export function mealMatchQueryString(
  targets: MacroTargets,
  location: string,
  offset = 0,
  sort: MealSort = "default",
  limits?: LabelLimits,
): string {
  const params = targetsQuery(targets);
  for (const [field, value] of Object.entries(limits ?? {})) {
    if (typeof value === "number") params.set(field, String(value));
    else if (value === true) params.set(DRINKS_PARAM, DRINKS_INCLUDED);
  }
  if (location.trim()) params.set("location", location.trim());
  if (offset > 0) params.set("offset", String(offset));
  if (sort === PROTEIN_PER_CALORIE) params.set(SORT_PARAM, sort);
  return params.toString();
}

/** How many meals match, as shown: '1,000+' when the count stopped at its cap. */
export function matchCountText(matches: { total: number; total_capped: boolean }): string {
  return `${matches.total.toLocaleString("en-US")}${matches.total_capped ? "+" : ""}`;
}
