import { z } from "zod";
import {
  CALORIES_NOT_INTEGER,
  CITY_SUGGESTION_REQUIRED,
  CORRECTION_FIELD_REQUIRED,
  CORRECTION_FIELDS,
  CORRECTION_VALUE_REQUIRED,
  MEAL_REQUIRED,
  EXISTING_RESTAURANT_REQUIRED,
  LONG_TEXT_MAX,
  MEAL_NAME_REQUIRED,
  NEW_RESTAURANT_NAME_REQUIRED,
  RESTAURANT_DESCRIPTION_REQUIRED,
  RESTAURANT_REQUEST_REQUIRED,
  RESTAURANT_SUGGESTION_REQUIRED,
  SHORT_TEXT_MAX,
  TOO_LONG,
  UNTYPABLE_CHARACTERS,
  WEBSITE_NOT_URL,
} from "./constants";

// Every field arrives as text (a form field); empty optional fields become null
// (docs/product.md#request-validation).
// Control characters other than tabs and line breaks (NUL included) and broken UTF-16 are never typed.
const UNTYPABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max = SHORT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .refine((value) => !UNTYPABLE.test(value) && value.isWellFormed(), UNTYPABLE_CHARACTERS);
const optionalText = (max = SHORT_TEXT_MAX) => text(max).transform((value) => value || null);
const filled = (value: string) => value.trim().length > 0;

const optionalWebsite = text()
  .refine(
    (value) => !value || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
    {
      message: WEBSITE_NOT_URL,
    },
  )
  .transform((value) => value || null);

/**
 * Calories are parsed as an integer, the way a menu writes them: '540', '540 kcal', '1,200 cal' and '540.5' are
 * stored as 540, 540, 1200 and 540 (the whole part). Anything else, or more than 99999, is refused; empty means
 * unknown.
 */
const CALORIES_TEXT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?\s*(?:kcal|cal|calories|kilocalories)?$/i;
function parseCalories(value: string): number | null {
  const whole = CALORIES_TEXT.exec(value.trim())?.[1]?.replaceAll(",", "");
  if (whole === undefined) return null;
  const calories = Number.parseInt(whole, 10);
  return calories <= 99999 ? calories : null;
}
const optionalCalories = text(20)
  .refine((value) => value === "" || parseCalories(value) !== null, { message: CALORIES_NOT_INTEGER })
  .transform((value) => (value === "" ? null : parseCalories(value)));

const macros = {
  protein: optionalText(50),
  carbs: optionalText(50),
  fat: optionalText(50),
  sugar: optionalText(50),
};

export const mealRequestSchema = z
  .object({
    restaurant_mode: z.enum(["existing", "new"]),
    restaurant_id: z.string().trim(),
    restaurant_name: text(),
    meal_name: text().min(1, MEAL_NAME_REQUIRED),
    ...macros,
    calories: optionalCalories,
    description: optionalText(LONG_TEXT_MAX),
    user_notes: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((values, ctx) => {
    if (values.restaurant_mode === "new" && !filled(values.restaurant_name)) {
      ctx.addIssue({ code: "custom", path: ["restaurant_name"], message: NEW_RESTAURANT_NAME_REQUIRED });
    }
    if (values.restaurant_mode === "existing" && !z.guid().safeParse(values.restaurant_id).success) {
      ctx.addIssue({ code: "custom", path: ["restaurant_id"], message: EXISTING_RESTAURANT_REQUIRED });
    }
  })
  .transform(({ restaurant_mode, restaurant_id, restaurant_name, ...rest }) => ({
    ...rest,
    restaurant_id: restaurant_mode === "existing" ? restaurant_id : null,
    restaurant_name: restaurant_mode === "new" ? restaurant_name : null,
  }));
export type MealRequestInput = z.input<typeof mealRequestSchema>;
export type MealRequest = z.output<typeof mealRequestSchema>;

/**
 * The 'Add a Restaurant' tab: a restaurant request, or, with a meal attached, a restaurant suggestion (which needs a
 * description and a city we already cover, checked by the database).
 */
export const addRestaurantSchema = z
  .object({
    include_meal: z.enum(["no", "yes"]),
    name: text(),
    city: text(),
    address: text(),
    website: optionalWebsite,
    description: optionalText(LONG_TEXT_MAX),
    user_notes: optionalText(LONG_TEXT_MAX),
    meal_name: optionalText(),
    ...macros,
    calories: optionalCalories,
  })
  .superRefine((values, ctx) => {
    const suggestion = values.include_meal === "yes";
    const message = suggestion ? RESTAURANT_SUGGESTION_REQUIRED : RESTAURANT_REQUEST_REQUIRED;
    for (const field of ["name", "city", "address"] as const) {
      if (!filled(values[field])) ctx.addIssue({ code: "custom", path: [field], message });
    }
    if (suggestion && !values.description) {
      ctx.addIssue({ code: "custom", path: ["description"], message: RESTAURANT_DESCRIPTION_REQUIRED });
    }
    if (suggestion && !values.meal_name) {
      ctx.addIssue({ code: "custom", path: ["meal_name"], message: MEAL_NAME_REQUIRED });
    }
  });
export type AddRestaurantInput = z.input<typeof addRestaurantSchema>;
export type AddRestaurant = z.output<typeof addRestaurantSchema>;

export const citySuggestionSchema = z
  .object({
    city_name: text(),
    state: text(50),
    description: optionalText(LONG_TEXT_MAX),
    user_notes: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((values, ctx) => {
    for (const field of ["city_name", "state"] as const) {
      if (!filled(values[field]))
        ctx.addIssue({ code: "custom", path: [field], message: CITY_SUGGESTION_REQUIRED });
    }
  });
export type CitySuggestionInput = z.input<typeof citySuggestionSchema>;
export type CitySuggestion = z.output<typeof citySuggestionSchema>;

/**
 * 'Report a wrong number': which of a meal's values is wrong, what it should be, and a link to the source (or a
 * photo of it, which the form sends once the correction is stored; the database requires one of the two).
 */
export const correctionSchema = z.object({
  meal_id: z
    .string()
    .trim()
    .refine((value) => z.guid().safeParse(value).success, MEAL_REQUIRED),
  field: z
    .string()
    .refine(
      (value): value is (typeof CORRECTION_FIELDS)[number] =>
        (CORRECTION_FIELDS as readonly string[]).includes(value),
      CORRECTION_FIELD_REQUIRED,
    ),
  proposed_value: text(50).min(1, CORRECTION_VALUE_REQUIRED),
  source_url: optionalWebsite,
  user_notes: optionalText(LONG_TEXT_MAX),
});
export type CorrectionInput = z.input<typeof correctionSchema>;
export type Correction = z.output<typeof correctionSchema>;
