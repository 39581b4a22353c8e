import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER, type UserCaller } from "@/lib/backend/types";
import type { AddRestaurant, CitySuggestion, Correction, MealRequest } from "./schema";

const createdSchema = z.object({ id: z.guid() });

/**
 * Who is submitting: the server-made key of their address for the rate limit, and the verified user, if signed in.
 * The submit functions take the key, so only the server may call them (role service_role).
 */
export type Submitter = { clientKey: string; user?: UserCaller | null };
const asServer = { caller: SERVER_CALLER };

// A submission's photo is sent after it is stored (lib/photos/upload.ts), never with it.
export const submitMealRequest = (values: MealRequest, submitter: Submitter) =>
  rpc(
    "submit_meal_request",
    {
      ...values,
      client_key: submitter.clientKey,
      user_id: submitter.user?.userId ?? null,
    },
    createdSchema,
    asServer,
  );

export const submitRestaurantRequest = (values: AddRestaurant, submitter: Submitter) =>
  rpc(
    "submit_restaurant_request",
    {
      name: values.name,
      city: values.city,
      address: values.address,
      website: values.website,
      description: values.description,
      user_notes: values.user_notes,
      client_key: submitter.clientKey,
    },
    createdSchema,
    asServer,
  );

export const submitRestaurantSuggestion = (values: AddRestaurant, submitter: Submitter) =>
  rpc(
    "submit_restaurant_suggestion",
    {
      restaurant_name: values.name,
      city: values.city,
      address: values.address,
      website: values.website,
      meal_name: values.meal_name,
      protein: values.protein,
      carbs: values.carbs,
      fat: values.fat,
      sugar: values.sugar,
      calories: values.calories === null ? null : String(values.calories),
      description: values.description,
      user_notes: values.user_notes,
      client_key: submitter.clientKey,
    },
    createdSchema,
    asServer,
  );

export const submitCitySuggestion = (values: CitySuggestion, submitter: Submitter) =>
  rpc("submit_city_suggestion", { ...values, client_key: submitter.clientKey }, createdSchema, asServer);

/** A correction; `photoFollows`: without a link, its photo of the source is sent once it is stored. */
export const submitMealCorrection = (values: Correction, submitter: Submitter, photoFollows = false) =>
  rpc(
    "submit_meal_correction",
    { ...values, photo_to_follow: photoFollows, client_key: submitter.clientKey },
    createdSchema,
    asServer,
  );
