// Submission rules (docs/product.md#requests), in one place for the forms, the server actions and tests.

export const MEAL_NAME_REQUIRED = "Please provide a name for the meal";
export const NEW_RESTAURANT_NAME_REQUIRED = "Please provide a name for the new restaurant";
export const EXISTING_RESTAURANT_REQUIRED = "Please choose a restaurant from the list";
export const CALORIES_NOT_INTEGER = "Calories must be a number, like 540 or 540 kcal";
export const RESTAURANT_REQUEST_REQUIRED = "Please fill in Restaurant Name, City, and Address.";
export const RESTAURANT_SUGGESTION_REQUIRED =
  "Restaurant Name, City, and Address are required for restaurant suggestions.";
export const RESTAURANT_DESCRIPTION_REQUIRED = "Please add a short description of the restaurant";
export const CITY_SUGGESTION_REQUIRED = "City Name and State are required for city suggestions.";
export const WEBSITE_NOT_URL = "Please enter the full website address, starting with https://";
export const TOO_LONG = "This is too long";
export const UNTYPABLE_CHARACTERS = "This contains characters that are not allowed";

export const CORRECTION_FIELD_REQUIRED = "Please choose the value that is wrong";
export const CORRECTION_VALUE_REQUIRED = "Please write what the value should be";
export const MEAL_REQUIRED = "Please choose the meal";
/** The values a diner may report wrong on a meal (public.meal_corrections.field). */
export const CORRECTION_FIELDS = ["calories", "protein", "carbs", "fat", "sugar"] as const;

export const MISSING_INFORMATION_TITLE = "Missing Information";

export const MEAL_REQUEST_SUCCESS = {
  title: "Meal Request Submitted!",
  description: "Thanks for helping us grow! We'll review your submission.",
};
export const RESTAURANT_REQUEST_SUCCESS = {
  title: "Restaurant Suggestion Submitted!",
  description: "Thanks for your input! We'll review it shortly.",
};
export const SUGGESTION_SUCCESS = {
  title: "Thank you for your suggestion!",
  description: "We'll review your submission and update our database accordingly.",
};
/** The meal request's restaurant picker shows at most this many restaurants: the first by name, or a search's. */
export const RESTAURANT_PICKER_RESULTS = 50;
/** Its search waits this long after the last keystroke, as the city autocomplete does. */
export const RESTAURANT_PICKER_DEBOUNCE_MS = 300;
/** The restaurant list of the meal request could not be read. */
export const RESTAURANTS_LIST_ERROR = { title: "Error", description: "Could not load restaurants list." };
export const SUBMISSION_ERROR_TITLE = "Submission Error";
export const SUGGESTION_ERROR_TITLE = "Error submitting suggestion";
export const GENERIC_SUBMISSION_FAILURE = "We could not save your submission. Please try again later.";

/** Mirrors check_rate's submission bucket in supabase/migrations/20261124000600_create_write_api.sql. */
export const SUBMISSION_LIMIT = 10;
export const SUBMISSION_WINDOW_MINUTES = 10;
/** What check_rate says to a client past the submission limit. */
export const RATE_LIMIT_MESSAGE =
  "Too many submissions from your connection. Please wait a few minutes and try again.";

/** Hidden form field that people never fill in; a value means an automated submission. */
export const HONEYPOT_FIELD = "fax_number";

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
