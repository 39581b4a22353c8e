import { z } from "zod";
import { safeText } from "@/lib/http/input";
import { LABEL_LIMIT_SETTINGS, type LabelLimitField } from "@/lib/nutrition/label-limits";
import { PROTEIN_PER_CALORIE } from "@/lib/nutrition/meal-sort";
import { decimalValue } from "@/lib/nutrition/typed-amount";
import {
  DRINKS_INCLUDED,
  DRINKS_PARAM,
  MACRO_FIELD_SETTINGS,
  MATCH_COUNT_CAP,
  type MacroField,
} from "./constants";

/**
 * Larger than any meal's macro or calorie count: a bigger target is a mistake, refused here with the field's own
 * name. The same caps as the SQL functions' (find_meals_by_macros, suggest_meal_combos), so no request reaches
 * them that they would refuse in their own terms.
 */
const MAX_QUERY_TARGET: Record<MacroField, number> = {
  protein: 10_000,
  carbs: 10_000,
  fat: 10_000,
  calories: 100_000,
  sugar: 10_000,
};

export const queryNumber = (field: MacroField) => {
  const { label, unit } = MACRO_FIELD_SETTINGS[field];
  const cap = MAX_QUERY_TARGET[field];
  return z
    .string({ error: `Give ${label.toLowerCase()} once, as a number.` })
    .trim()
    .max(20, `${label} is a number from 0 to ${cap} ${unit}.`)
    .optional()
    .transform((value) => (value === undefined || value === "" ? null : decimalValue(value)))
    .refine(
      (value) => value === null || (Number.isFinite(value) && value >= 0 && value <= cap),
      `${label} is a number from 0 to ${cap} ${unit}.`,
    );
};

/**
 * The macro targets, the one description of them: a number of 0 or more, or null for no target (an empty or
 * missing parameter). Every field of MACRO_FIELDS, no other. Server-side only: the browser imports the inferred
 * type, and the calculator's form has its own small resolver (targets.ts) so zod stays out of its bundle.
 */
const macroTargetsSchema = z.object({
  protein: queryNumber("protein"),
  carbs: queryNumber("carbs"),
  fat: queryNumber("fat"),
  calories: queryNumber("calories"),
  sugar: queryNumber("sugar"),
} satisfies Record<MacroField, ReturnType<typeof queryNumber>>);

export type MacroTargets = z.infer<typeof macroTargetsSchema>;

/** An optional label limit (sodium cap in mg, fiber floor in g, net-carbs cap in g): empty or missing is none. */
const labelLimit = (field: LabelLimitField) => {
  const { label, unit, limit } = LABEL_LIMIT_SETTINGS[field];
  return z
    .string({ error: `Give ${label.toLowerCase()} once, as a number.` })
    .trim()
    .max(20, `${label} is a number from 0 to ${limit} ${unit}.`)
    .optional()
    .transform((value) => (value === undefined || value === "" ? null : decimalValue(value)))
    .refine(
      (value) => value === null || (Number.isFinite(value) && value >= 0 && value <= limit),
      `${label} is a number from 0 to ${limit} ${unit}.`,
    );
};

/** The optional label limits of both calculator modes: at most `sodium` mg, at least `fiber` g, at most `netCarbs` g. */
export const labelLimitsShape = {
  /** At most this much sodium (mg); a meal that does not publish it is left out. */
  sodium: labelLimit("sodium"),
  /** At least this much fiber (g); a meal that does not publish it is left out. */
  fiber: labelLimit("fiber"),
  /** At most this much net carbs (g); a meal that does not publish its fiber (unknown net carbs) is left out. */
  netCarbs: labelLimit("netCarbs"),
  /** "include": drinks are searched too (shakes, smoothies, milk); absent: meals only. */
  [DRINKS_PARAM]: z
    .literal(DRINKS_INCLUDED, {
      error: `Drinks are '${DRINKS_INCLUDED}'d, or left out without the parameter.`,
    })
    .optional()
    .transform((value) => value === DRINKS_INCLUDED),
};

/** The GET /api/meals/match query: the targets, the optional label limits, a location and the page offset. */
export const mealMatchQuerySchema = macroTargetsSchema.extend({
  ...labelLimitsShape,
  location: safeText(100)
    .optional()
    .transform((value) => value || undefined),
  offset: z
    .string({ error: "Give the offset once, as a whole number." })
    .regex(/^\d{1,6}$/, `The offset is a whole number from 0 to ${MATCH_COUNT_CAP}.`)
    .transform(Number)
    .pipe(z.number().max(MATCH_COUNT_CAP, `The offset is a whole number from 0 to ${MATCH_COUNT_CAP}.`))
    .default(0),
  /** Absent: closest first. */
  sort: z
    .literal(PROTEIN_PER_CALORIE, {
      error: `The sort is ${PROTEIN_PER_CALORIE}, or none for the closest first.`,
    })
    .optional(),
});

/** The GET /api/restaurants/{id}/combos query: the targets and the optional label limits. */
export const comboQuerySchema = macroTargetsSchema.extend(labelLimitsShape);
