// Meal thresholds (docs/product.md#thresholds, conflicts resolved there). The SQL functions apply the same numbers
// (meal_passes_rule and featured_meals in supabase/migrations/*_create_summaries.sql); these are for the pages' text
// and client-side filters.

/** Home and city modals: "high protein" means over this many grams. */
export const HIGH_PROTEIN_MIN_G = 30;
/** Home and city modals: "low calorie" means under this many kcal. */
export const LOW_CALORIE_MAX_KCAL = 600;
/** High-protein restaurant pages: over 40 g of protein. */
export const HIGH_PROTEIN_PAGE_MIN_G = 40;
/** High-protein breakfast page: over 35 g of protein. */
export const BREAKFAST_PROTEIN_MIN_G = 35;
/** Lean high-protein breakfast: over 40 g of protein with under 15 g fat or under 10 g sugar. */
export const LEAN_BREAKFAST_PROTEIN_MIN_G = 40;
export const LEAN_BREAKFAST_FAT_MAX_G = 15;
export const LEAN_BREAKFAST_SUGAR_MAX_G = 10;

/** docs/product.md#portion-guide: from this many kcal a meal is 2 servings, 'Share or save half'. */
export const PORTION_TWO_SERVINGS_MIN_KCAL = 800;
/** Portion guide: from this many kcal (below the two-serving mark) a meal is 1.5 servings, 'Consider sharing'. */
export const PORTION_SHARE_MIN_KCAL = 600;

/**
 * Lunch, dinner and diet listings (/restaurants/*): meals of over this many grams of protein. A rule of its own
 * that equals the high-protein one today.
 * @alias
 */
export const LISTING_PROTEIN_MIN_G = HIGH_PROTEIN_MIN_G;
