"use server";

import {
  MEAL_REQUEST_SUCCESS,
  RESTAURANT_REQUEST_SUCCESS,
  SUBMISSION_ERROR_TITLE,
  SUGGESTION_ERROR_TITLE,
  SUGGESTION_SUCCESS,
} from "./constants";
import {
  submitCitySuggestion,
  submitMealCorrection,
  submitMealRequest,
  submitRestaurantRequest,
  submitRestaurantSuggestion,
} from "./queries";
import { addRestaurantSchema, citySuggestionSchema, correctionSchema, mealRequestSchema } from "./schema";
import {
  MEAL_REQUEST_FIELDS,
  ADD_RESTAURANT_FIELDS,
  CITY_SUGGESTION_FIELDS,
  CORRECTION_FIELDS_SENT,
} from "./fields";
import { validatedFormAction } from "@/lib/requests/form-action";
import { issuePhotoToken, type PhotoKind } from "@/lib/requests/photo-tokens";
import { clientKey } from "@/lib/security/client-key";
import { currentUser } from "@/lib/auth/door";
import type { UserCaller } from "@/lib/backend/types";
import { issueReceipt } from "@/lib/review/receipts";

/**
 * What a stored submission answers: its receipt and, when its photo follows, the photo's one-time upload token. The
 * submission was counted by the submission limit when it was stored, so a photo is decoded only for a counted one.
 * Without a token (the database failed to give one) the form says the submission was received without its photo.
 */
async function answerStored(
  kind: PhotoKind,
  stored: { id: string },
  user: UserCaller | null | undefined,
  photoFollows: boolean,
) {
  const { receipt } = await issueReceipt(kind, stored, user);
  if (!photoFollows) return { receipt };
  const photoToken = await issuePhotoToken(kind, stored).catch((error: unknown) => {
    console.error("Issuing a photo upload token failed:", error);
    return undefined;
  });
  return { receipt, photoToken };
}

export const submitMealRequestAction = validatedFormAction(() => ({
  schema: mealRequestSchema,
  fields: MEAL_REQUEST_FIELDS,
  // The user id comes from the verified session on the server, never from the form.
  store: async (values, photoFollows) => {
    const user = await currentUser();
    const stored = await submitMealRequest(values, { clientKey: await clientKey(), user });
    return answerStored("meal_request", stored, user, photoFollows);
  },
  photo: true,
  success: () => MEAL_REQUEST_SUCCESS,
  failureTitle: () => SUBMISSION_ERROR_TITLE,
}));

export const addRestaurantAction = validatedFormAction(() => ({
  schema: addRestaurantSchema,
  fields: ADD_RESTAURANT_FIELDS,
  store: async (values, photoFollows) => {
    const submitter = { clientKey: await clientKey() };
    const user = await currentUser();
    return values.include_meal === "yes"
      ? answerStored(
          "restaurant_suggestion",
          await submitRestaurantSuggestion(values, submitter),
          user,
          photoFollows,
        )
      : answerStored(
          "restaurant_request",
          await submitRestaurantRequest(values, submitter),
          user,
          photoFollows,
        );
  },
  photo: true,
  success: (values) => (values.include_meal === "yes" ? SUGGESTION_SUCCESS : RESTAURANT_REQUEST_SUCCESS),
  failureTitle: (values) =>
    values?.include_meal === "yes" ? SUGGESTION_ERROR_TITLE : SUBMISSION_ERROR_TITLE,
}));

export const suggestCityAction = validatedFormAction(() => ({
  schema: citySuggestionSchema,
  fields: CITY_SUGGESTION_FIELDS,
  store: async (values) =>
    issueReceipt(
      "city_suggestion",
      await submitCitySuggestion(values, { clientKey: await clientKey() }),
      await currentUser(),
    ),
  success: () => SUGGESTION_SUCCESS,
  failureTitle: () => SUGGESTION_ERROR_TITLE,
}));

/** 'Report a wrong number': a pending correction of one of a meal's values, with a link or a photo of the source to follow. */
export const reportWrongNumberAction = validatedFormAction(() => ({
  schema: correctionSchema,
  fields: CORRECTION_FIELDS_SENT,
  store: async (values, photoFollows) => {
    const user = await currentUser();
    const stored = await submitMealCorrection(values, { clientKey: await clientKey() }, photoFollows);
    return answerStored("correction", stored, user, photoFollows);
  },
  photo: true,
  success: () => SUGGESTION_SUCCESS,
  failureTitle: () => SUBMISSION_ERROR_TITLE,
}));
