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
/** The stored photo's address (Supabase Storage link or the site's /photos/ path), or null without a photo. */
type PhotoUrl = string | null;
const asServer = { caller: SERVER_CALLER };

export const submitMealRequest = (values: MealRequest, submitter: Submitter, photoUrl: PhotoUrl = null) =>
  rpc(
    "submit_meal_request",
    {
      ...values,
      photo_url: photoUrl,
      client_key: submitter.clientKey,
      user_id: submitter.user?.userId ?? null,
    },
    createdSchema,
    asServer,
  );

export const submitRestaurantRequest = (
  values: AddRestaurant,
  submitter: Submitter,
  photoUrl: PhotoUrl = null,
) =>
  rpc(
    "submit_restaurant_request",
    {
      name: values.name,
      city: values.city,
      address: values.address,
      website: values.website,
      description: values.description,
      user_notes: values.user_notes,
      photo_url: photoUrl,
      client_key: submitter.clientKey,
    },
    createdSchema,
    asServer,
  );

export const submitRestaurantSuggestion = (
  values: AddRestaurant,
  submitter: Submitter,
  photoUrl: PhotoUrl = null,
) =>
  rpc(
    "submit_restaurant_suggestion",
    {
      restaurant_name: values.name,
      city: values.city,
      address: values.address,
      website: values.website,
      photo_url: photoUrl,
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

export const submitMealCorrection = (values: Correction, submitter: Submitter, photoUrl: PhotoUrl = null) =>
  rpc(
    "submit_meal_correction",
    { ...values, photo_url: photoUrl, client_key: submitter.clientKey },
    createdSchema,
    asServer,
  );

/** What a submission refers to: checked to exist before its photo is decoded. */
export type SubmissionTarget = { mealId?: string | null; restaurantId?: string | null; city?: string | null };

/**
 * Opens a post with a photo, before the photo is decoded: counts it against the submission limit (PT429 past it),
 * then checks that what it refers to exists. Null when it may go on, else the refusal (which stays counted).
 */
export const openPhotoSubmission = async (clientKey: string, target: SubmissionTarget) =>
  (
    await rpc(
      "open_photo_submission",
      {
        client_key_param: clientKey,
        meal_id_param: target.mealId ?? null,
        restaurant_id_param: target.restaurantId ?? null,
        city_param: target.city ?? null,
      },
      z.object({ refused: z.string().nullable() }),
      asServer,
    )
  ).refused;
