import type { SubmissionStatus } from "./receipts";

/** A submission's status in the words of the receipt and the account page. */
export const STATUS_LABELS: Record<SubmissionStatus["status"], string> = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
};

export const KIND_LABELS: Record<SubmissionStatus["kind"], string> = {
  meal_request: "Meal request",
  restaurant_request: "Restaurant request",
  restaurant_suggestion: "Restaurant suggestion",
  city_suggestion: "City suggestion",
  correction: "Correction",
};

/** The fields the desk shows, in the order it shows them, with their names as people read them. */
export const FIELD_LABELS: Record<string, string> = {
  meal_name: "Meal name",
  restaurant_name: "Restaurant name",
  name: "Restaurant name",
  city_name: "City name",
  state: "State",
  city: "City",
  address: "Address",
  website: "Website",
  field: "Value reported wrong",
  current_value: "Value now",
  proposed_value: "What it should be",
  source_url: "Source link",
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  sugar: "Sugar",
  description: "Description",
  user_notes: "Notes from the diner",
};

const ORDER = Object.keys(FIELD_LABELS);
/** A submission's fields in the desk's order (the database gives them in its own). */
export const orderedFields = <T>(fields: Record<string, T>) =>
  Object.entries(fields).sort(
    ([a], [b]) => (ORDER.indexOf(a) + 1 || ORDER.length + 1) - (ORDER.indexOf(b) + 1 || ORDER.length + 1),
  );
