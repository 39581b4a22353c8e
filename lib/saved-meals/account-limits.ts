// Saved meals on the account (supabase/migrations/20261126002000_saved_meals_account.sql): its limits, mirrored
// from the SQL, which is the one that enforces them.

/** Most saved meals an account keeps (store_saved_meals' max_meals). */
export const SAVED_MEALS_ACCOUNT_LIMIT = 100;
/** Saved meals per page of the account's list (list_my_saved_meals' page_size). */
export const SAVED_MEALS_PAGE_SIZE = 20;
/** Most bytes of saved meals one page holds (list_my_saved_meals' page_bytes); a meal is at most 32 KB. */
export const SAVED_MEALS_PAGE_BYTES = 96 * 1024;
/** Changes (saves, merges, removals) an account may make per 10 minutes (check_rate's save_meal). */
export const SAVED_MEALS_CHANGE_LIMIT = 60;
/** Most saved meals one merge call takes (merge_my_saved_meals). */
export const SAVED_MEALS_MERGE_BATCH = 100;
/** The message for a save past the limit, as save_my_saved_meal raises it. */
export const SAVED_MEALS_FULL_MESSAGE = `You have ${SAVED_MEALS_ACCOUNT_LIMIT} saved meals, the most an account keeps. Remove some to save more.`;
/** When the account's saved meals cannot be reached or changed for another reason (the detail is in the log). */
export const SAVED_MEALS_FAILED = "Your saved meals could not be updated. Please try again.";
