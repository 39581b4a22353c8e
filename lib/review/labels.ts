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

/** The names of the fields the desk shows, as people read them. */
export const FIELD_LABELS: Record<string, string> = {
  meal_name: "Meal name",
  restaurant_name: "Restaurant name",
  name: "Restaurant name",
  city: "City",
  city_name: "City name",
  state: "State",
  address: "Address",
  website: "Website",
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  sugar: "Sugar",
  description: "Description",
  user_notes: "Notes from the diner",
  field: "Value reported wrong",
  current_value: "Value now",
  proposed_value: "What it should be",
  source_url: "Source link",
};
