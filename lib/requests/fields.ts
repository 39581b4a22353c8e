import type { AddRestaurantInput, CitySuggestionInput, CorrectionInput, MealRequestInput } from "./schema";

// The fields each form sends, with their empty values: the forms' defaults and what the actions read.

/** A meal's name and nutrition, as the meal request and the restaurant suggestion take them. */
const EMPTY_MEAL = { meal_name: "", protein: "", carbs: "", fat: "", sugar: "", calories: "" };

export const EMPTY_MEAL_REQUEST: MealRequestInput = {
  restaurant_mode: "existing",
  restaurant_id: "",
  restaurant_name: "",
  ...EMPTY_MEAL,
  description: "",
  user_notes: "",
};

export const EMPTY_ADD_RESTAURANT: AddRestaurantInput = {
  include_meal: "no",
  name: "",
  city: "",
  address: "",
  website: "",
  description: "",
  user_notes: "",
  ...EMPTY_MEAL,
};

export const EMPTY_CITY_SUGGESTION: CitySuggestionInput = {
  city_name: "",
  state: "",
  description: "",
  user_notes: "",
};

export const EMPTY_CORRECTION: CorrectionInput = {
  meal_id: "",
  field: "",
  proposed_value: "",
  source_url: "",
  user_notes: "",
};

export const MEAL_REQUEST_FIELDS = Object.keys(EMPTY_MEAL_REQUEST);
export const ADD_RESTAURANT_FIELDS = Object.keys(EMPTY_ADD_RESTAURANT);
export const CITY_SUGGESTION_FIELDS = Object.keys(EMPTY_CITY_SUGGESTION);
export const CORRECTION_FIELDS_SENT = Object.keys(EMPTY_CORRECTION);
