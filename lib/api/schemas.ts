import { z } from "zod";
import { comboBudgetQuerySchema } from "@/lib/budget/schema";
import { safeText } from "@/lib/http/input";
import { mealMatchQuerySchema } from "@/lib/macro-calculator/schema";
import { builderQuerySchema } from "@/lib/orders/schema";
import { mealComboSchema, mealMatchesSchema, mealSchema } from "@/lib/restaurants/schema";

// The public API's queries and answers (docs/product.md#public-api). The queries are the site's own schemas, so a
// v1 route and the page it mirrors accept and refuse the same input; the answers are the site's own shapes with the
// licence of each row's source beside its source and date.

/** The licence beside every row's source and date (lib/api/licence.ts). */
const licenceShape = {
  licence: z
    .string()
    .meta({ description: "The source's licence: an SPDX id ('MIT', 'CC0-1.0') or its terms." }),
  licence_url: z.string().nullable(),
};

const apiMealSchema = mealSchema.extend(licenceShape);
const apiComboSchema = mealComboSchema.extend({
  items: z.array(z.object({ meal: apiMealSchema, quantity: z.number() })),
});

export const noQuerySchema = z.object({});

export const chainsAnswerSchema = z.object({
  chains: z.array(z.object({ id: z.guid(), name: z.string() })),
});

export const menuAnswerSchema = z.object({
  chain: z.object({ id: z.guid(), name: z.string() }),
  items: z.array(apiMealSchema),
});

/** A coordinate as a query parameter: a decimal number between the bounds. */
const coordinate = (name: string, bound: number) =>
  z
    .string({ error: `Give ${name} once, as a number.` })
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, `${name} is a decimal number from -${bound} to ${bound}.`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= bound, `${name} is a decimal number from -${bound} to ${bound}.`)
    .optional();

export const placesQuerySchema = z.object({
  zip: z
    .string({ error: "Give zip once." })
    .regex(/^[0-9]{5}$/, "zip is a five-digit ZIP code.")
    .optional()
    .meta({ description: "Places within 25 miles of this ZIP code's centre, nearest first." }),
  city: safeText(100)
    .optional()
    .meta({ description: "A city's id ('houston') or name ('Houston, TX'): its places." }),
  lat: coordinate("lat", 90).meta({
    description: "With lon: the places near the ZIP code nearest this point.",
  }),
  lon: coordinate("lon", 180),
  page: z
    .string({ error: "Give page once." })
    .regex(/^[1-9][0-9]{0,2}$/, "page is a whole number from 1 to 999.")
    .transform(Number)
    .default(1),
});

const apiLocationSchema = z.object({
  id: z.guid(),
  address: z.string(),
  city_id: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance_miles: z.number().nullable().optional(),
  source: z.string().nullable(),
  source_url: z.string().nullable(),
  as_of: z.string().nullable(),
  ...licenceShape,
});

export const placesAnswerSchema = z.object({
  label: z.string().nullable(),
  more: z.boolean().meta({ description: "Whether the next page has more (ZIP and point searches)." }),
  places: z.array(
    z.object({
      restaurant_id: z.guid(),
      name: z.string(),
      is_chain: z.boolean(),
      location_count: z.number().nullable(),
      distance_miles: z.number().nullable(),
      locations: z.array(apiLocationSchema),
    }),
  ),
});

export const matchQuerySchema = mealMatchQuerySchema;
export const matchAnswerSchema = mealMatchesSchema.extend({
  meals: z.array(mealMatchesSchema.shape.meals.element.extend(licenceShape)),
});

export const budgetQuerySchema = comboBudgetQuerySchema.omit({ mode: true }).extend({
  location: mealMatchQuerySchema.shape.location,
  offset: mealMatchQuerySchema.shape.offset,
});

export const ordersQuerySchema = builderQuerySchema;
export const ordersAnswerSchema = z.object({
  combos: z
    .array(apiComboSchema)
    .meta({ description: "The best combinations of one to three listed meals." }),
  orders: z
    .array(apiComboSchema)
    .meta({ description: "The best build-your-own orders from the menu's parts ([] where none is built)." }),
});

export const mealAnswerSchema = z.object({ meal: apiMealSchema });

export const errorAnswerSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
