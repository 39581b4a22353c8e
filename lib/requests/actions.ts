"use server";

import {
  MEAL_REQUEST_SUCCESS,
  RESTAURANT_REQUEST_SUCCESS,
  SUBMISSION_ERROR_TITLE,
  SUGGESTION_ERROR_TITLE,
  SUGGESTION_SUCCESS,
} from "./constants";
import {
  isSubmissionRateExceeded,
  submitCitySuggestion,
  submitMealRequest,
  submitRestaurantRequest,
  submitRestaurantSuggestion,
} from "./queries";
import {
  addRestaurantSchema,
  citySuggestionSchema,
  mealRequestSchema,
  type AddRestaurantInput,
  type CitySuggestionInput,
  type MealRequestInput,
  type SubmissionState,
} from "./schema";
import { MEAL_REQUEST_FIELDS, ADD_RESTAURANT_FIELDS, CITY_SUGGESTION_FIELDS } from "./fields";
import { handleSubmission, type PhotoHandling } from "./submission";
import { preparePhoto } from "@/lib/photos/process";
import { newPhotoName, photoStore } from "@/lib/photos/storage";
import { clientKey } from "@/lib/security/client-key";
import { verifiedCaller } from "./submitter";

const photos = (): PhotoHandling => ({
  prepare: preparePhoto,
  store: photoStore(),
  newName: newPhotoName,
  rateLimited: async () => isSubmissionRateExceeded(await clientKey()),
});

export async function submitMealRequestAction(
  previous: SubmissionState<MealRequestInput>,
  formData: FormData,
): Promise<SubmissionState<MealRequestInput>> {
  return handleSubmission(previous, formData, {
    schema: mealRequestSchema,
    fields: MEAL_REQUEST_FIELDS,
    // The user id comes from the verified session on the server, never from the form.
    store: async (values, photoUrl) =>
      submitMealRequest(values, { clientKey: await clientKey(), user: await verifiedCaller() }, photoUrl),
    photo: photos(),
    success: () => MEAL_REQUEST_SUCCESS,
    failureTitle: () => SUBMISSION_ERROR_TITLE,
  });
}

export async function addRestaurantAction(
  previous: SubmissionState<AddRestaurantInput>,
  formData: FormData,
): Promise<SubmissionState<AddRestaurantInput>> {
  return handleSubmission(previous, formData, {
    schema: addRestaurantSchema,
    fields: ADD_RESTAURANT_FIELDS,
    store: async (values, photoUrl) => {
      const submitter = { clientKey: await clientKey() };
      return values.include_meal === "yes"
        ? submitRestaurantSuggestion(values, submitter, photoUrl)
        : submitRestaurantRequest(values, submitter, photoUrl);
    },
    photo: photos(),
    success: (values) => (values.include_meal === "yes" ? SUGGESTION_SUCCESS : RESTAURANT_REQUEST_SUCCESS),
    failureTitle: (values) =>
      values?.include_meal === "yes" ? SUGGESTION_ERROR_TITLE : SUBMISSION_ERROR_TITLE,
  });
}

export async function suggestCityAction(
  previous: SubmissionState<CitySuggestionInput>,
  formData: FormData,
): Promise<SubmissionState<CitySuggestionInput>> {
  return handleSubmission(previous, formData, {
    schema: citySuggestionSchema,
    fields: CITY_SUGGESTION_FIELDS,
    store: async (values) => submitCitySuggestion(values, { clientKey: await clientKey() }),
    success: () => SUGGESTION_SUCCESS,
    failureTitle: () => SUGGESTION_ERROR_TITLE,
  });
}
