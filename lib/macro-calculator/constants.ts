// The macro calculator's default targets, slider ranges, match tolerance and timings
// (docs/product.md#macro-calculator).

export const MACRO_FIELDS = ["protein", "carbs", "fat", "calories", "sugar"] as const;
export type MacroField = (typeof MACRO_FIELDS)[number];

// `max` is the slider's end; `limit` the largest target the number input takes (a typed target may pass the
// slider, but no meal comes near these, and the database refuses more).
export const MACRO_FIELD_SETTINGS: Record<
  MacroField,
  { label: string; unit: string; default: number; max: number; limit: number; step: number }
> = {
  protein: { label: "Protein", unit: "g", default: 30, max: 200, limit: 1000, step: 1 },
  carbs: { label: "Carbs", unit: "g", default: 50, max: 300, limit: 1000, step: 1 },
  fat: { label: "Fat", unit: "g", default: 20, max: 150, limit: 1000, step: 1 },
  calories: { label: "Calories", unit: "kcal", default: 500, max: 2000, limit: 10000, step: 10 },
  sugar: { label: "Sugar", unit: "g", default: 15, max: 100, limit: 1000, step: 1 },
};

/** Protein, carbs, fat and calories match within this share either side of the target (sugar is a cap). */
export const MATCH_TOLERANCE = 0.25;
/** The database counts matches up to this many and serves pages within them ("1,000+ meals"). */
export const MATCH_COUNT_CAP = 1000;
/**
 * Meals per page of 'Suggested Meals' and of the budget mode's 'Meals That Fit' (the SQL functions' default page size
 * too): a card carries its macros, its label limits and up to eight budget bars, and 12 keep a results page within
 * the HTML budget (24 came to 23.8 KB of the 25 KB gzipped).
 */
export const RESULTS_PAGE_SIZE = 12;
/** Browser geolocation: high accuracy, no cached position, give up after 5 s. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** A bottom sheet closes when dragged down more than this (docs/product.md#meal-builder). */
export const SHEET_CLOSE_DRAG_PX = 150;

/** The parameter that asks the searches for drinks too (shakes, smoothies, milk), which they leave out otherwise. */
export const DRINKS_PARAM = "drinks";
export const DRINKS_INCLUDED = "include";
