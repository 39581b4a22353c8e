// The calculator's optional label limits, in both of its modes (docs/product.md#macro-matching): a sodium cap in
// mg, a fiber floor in g and a net-carbs cap in g, empty by default. A meal that does not publish the value never
// passes a limit on it (the SQL functions' rule): unknown fiber is unknown net carbs, never the carbs. This module
// runs in the browser too: no schema library.
import { DRINKS_INCLUDED } from "@/lib/macro-calculator/constants";
import { parseTarget } from "./typed-amount";

export const LABEL_LIMIT_FIELDS = ["sodium", "fiber", "netCarbs"] as const;
export type LabelLimitField = (typeof LABEL_LIMIT_FIELDS)[number];

/** Each limit a number of 0 or more, or null for none; `drinks`: drinks are searched too. */
export type LabelLimits = Record<LabelLimitField, number | null> & { drinks?: boolean };
/** The limits as typed, one text each; `drinks` is "include" when asked for. */
export type LabelLimitsInput = Record<LabelLimitField, string> & { drinks?: string };

/** `limit`: the largest value taken, the API's and the SQL functions' own (sodium_max, fiber_min,
 * net_carbs_max). */
export const LABEL_LIMIT_SETTINGS: Record<
  LabelLimitField,
  { label: string; unit: "mg" | "g"; limit: number; floor: boolean }
> = {
  sodium: { label: "Sodium", unit: "mg", limit: 100_000, floor: false },
  fiber: { label: "Fiber", unit: "g", limit: 10_000, floor: true },
  netCarbs: { label: "Net carbs", unit: "g", limit: 10_000, floor: false },
};

const NO_LABEL_LIMITS: LabelLimits = { sodium: null, fiber: null, netCarbs: null };
export const EMPTY_LABEL_LIMITS_INPUT: LabelLimitsInput = { sodium: "", fiber: "", netCarbs: "" };

/** The form's label of a limit: 'Sodium (mg, at most)'. */
export const labelLimitLabel = (field: LabelLimitField) => {
  const { label, unit, floor } = LABEL_LIMIT_SETTINGS[field];
  return `${label} (${unit}, ${floor ? "at least" : "at most"})`;
};

const labelLimitMessage = (field: LabelLimitField, tooLarge: boolean) => {
  const { limit, unit } = LABEL_LIMIT_SETTINGS[field];
  return tooLarge
    ? `Enter ${limit.toLocaleString("en-US")} ${unit} or less, or leave it empty.`
    : "Enter a number of 0 or more, or leave it empty.";
};

/** The limits as typed: the limits, or a message per field that is not a number from 0 to its limit. */
export function checkLabelLimits(
  input: Partial<LabelLimitsInput>,
): { ok: true; limits: LabelLimits } | { ok: false; errors: Partial<Record<LabelLimitField, string>> } {
  const limits: LabelLimits = { ...NO_LABEL_LIMITS };
  const errors: Partial<Record<LabelLimitField, string>> = {};
  for (const field of LABEL_LIMIT_FIELDS) {
    const parsed = parseTarget(input[field] ?? "", LABEL_LIMIT_SETTINGS[field].limit);
    if (parsed.ok) limits[field] = parsed.value;
    else errors[field] = labelLimitMessage(field, parsed.tooLarge);
  }
  if (input.drinks === DRINKS_INCLUDED) limits.drinks = true;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, limits };
}
