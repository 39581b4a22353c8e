"use server";

import {
  MEAL_REQUEST_SUCCESS,
  RESTAURANT_REQUEST_SUCCESS,
  SUBMISSION_ERROR_TITLE,
  SUGGESTION_ERROR_TITLE,
  SUGGESTION_SUCCESS,
} from "./constants";
import {
  openPhotoSubmission,
  type SubmissionTarget,
  submitCitySuggestion,
  submitMealCorrection,
  submitMealRequest,
  submitRestaurantRequest,
  submitRestaurantSuggestion,
} from "./queries";
import {
  addRestaurantSchema,
  citySuggestionSchema,
  correctionSchema,
  mealRequestSchema,
  type AddRestaurant,
  type Correction,
  type MealRequest,
} from "./schema";
import {
  MEAL_REQUEST_FIELDS,
  ADD_RESTAURANT_FIELDS,
  CITY_SUGGESTION_FIELDS,
  CORRECTION_FIELDS_SENT,
} from "./fields";
import { validatedFormAction, type PhotoHandling } from "@/lib/requests/form-action";
import { preparePhoto } from "@/lib/photos/process";
import { newPhotoName, photoStore } from "@/lib/photos/storage";
import { clientKey } from "@/lib/security/client-key";
import { currentUser } from "@/lib/auth/door";
import { issueReceipt } from "@/lib/review/receipts";

/** A form's photo, decoded only once the post is counted and what it refers to (the target) is known to exist. */
function photos<Values>(target: (values: Values) => SubmissionTarget): PhotoHandling<Values> {
  return {
    prepare: preparePhoto,
    store: photoStore(),
    newName: newPhotoName,
    open: async (values) => openPhotoSubmission(await clientKey(), target(values)),
  };
}

export const submitMealRequestAction = validatedFormAction(() => ({
  schema: mealRequestSchema,
  fields: MEAL_REQUEST_FIELDS,
  // The user id comes from the verified session on the server, never from the form.
  store: async (values, photoUrl) => {
    const user = await currentUser();
    const stored = await submitMealRequest(values, { clientKey: await clientKey(), user }, photoUrl);
    return issueReceipt("meal_request", stored, user);
  },
  photo: photos<MealRequest>((values) => ({ restaurantId: values.restaurant_id })),
  success: () => MEAL_REQUEST_SUCCESS,
  failureTitle: () => SUBMISSION_ERROR_TITLE,
}));

export const addRestaurantAction = validatedFormAction(() => ({
  schema: addRestaurantSchema,
  fields: ADD_RESTAURANT_FIELDS,
  store: async (values, photoUrl) => {
    const submitter = { clientKey: await clientKey() };
    const user = await currentUser();
    return values.include_meal === "yes"
      ? issueReceipt(
          "restaurant_suggestion",
          await submitRestaurantSuggestion(values, submitter, photoUrl),
          user,
        )
      : issueReceipt("restaurant_request", await submitRestaurantRequest(values, submitter, photoUrl), user);
  },
  photo: photos<AddRestaurant>((values) => ({ city: values.include_meal === "yes" ? values.city : null })),
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

/** 'Report a wrong number': a pending correction of one of a meal's values, with a link or photo of the source. */
export const reportWrongNumberAction = validatedFormAction(() => ({
  schema: correctionSchema,
  fields: CORRECTION_FIELDS_SENT,
  store: async (values, photoUrl) => {
    const user = await currentUser();
    const stored = await submitMealCorrection(values, { clientKey: await clientKey() }, photoUrl);
    return issueReceipt("correction", stored, user);
  },
  photo: photos<Correction>((values) => ({ mealId: values.meal_id })),
  success: () => SUGGESTION_SUCCESS,
  failureTitle: () => SUBMISSION_ERROR_TITLE,
}));
