"use server";

import { z } from "zod";
import type { ActionOptions } from "@/lib/actions/validated-action";
import { validatedActionWithUser } from "@/lib/auth/user-action";
import type { ActionResult } from "@/lib/actions/result";
import { SQLSTATE } from "@/lib/backend/errors";
import { rpc } from "@/lib/backend/rpc";
import { SAVED_MEALS_FAILED, SAVED_MEALS_FULL_MESSAGE, SAVED_MEALS_MERGE_BATCH } from "./account-limits";
import type { SavedMeal } from "./saved-meals";
import { savedMealPageSchema, savedMealSchema } from "./schema";

// Saved meals on the account (docs/product.md#saved-meals): the browser's only way to them. Each action reads the
// session on the server; signed out, it answers so (data null) and changes nothing (the browser keeps its own list).

/** A page of the account's saved meals: `kept` after a merge names the batch's keys the account holds. */
export type SavedMealsPage = {
  meals: SavedMeal[];
  page: number;
  total: number;
  more: boolean;
  kept?: string[];
};

/** The account's page after the call, or data null when signed out. */
export type SavedMealsOutcome = ActionResult<unknown, SavedMealsPage | null>;

const OPTIONS = {
  context: "A saved meals call failed",
  fallback: SAVED_MEALS_FAILED,
  unavailable: SAVED_MEALS_FAILED,
  // The database's own refusal of a full list is written for the diner.
  codes: { [SQLSTATE.limitReached]: SAVED_MEALS_FULL_MESSAGE },
  invalid: (error: z.ZodError) => `Not a saved meal: ${z.prettifyError(error)}`,
  signedOut: { ok: true, data: null },
} satisfies ActionOptions & { signedOut: SavedMealsOutcome };

const page = (data: SavedMealsPage): SavedMealsOutcome => ({ ok: true, data });

/** A page of the signed-in diner's saved meals, newest first (the first unless told). */
export const listSavedMealsAction = validatedActionWithUser(
  z.number().int().min(1).max(1000).default(1),
  async (pageNumber, user) =>
    page(await rpc("list_my_saved_meals", { page_param: pageNumber }, savedMealPageSchema, { caller: user })),
  OPTIONS,
);

/** Saves one meal on the account (now: it goes to the top); the same meal again is kept once. */
export const saveSavedMealAction = validatedActionWithUser(
  savedMealSchema,
  async (meal, user) =>
    page(
      await rpc("save_my_saved_meal", { meal_json: JSON.stringify(meal) }, savedMealPageSchema, {
        caller: user,
      }),
    ),
  OPTIONS,
);

/**
 * Merges a batch of the browser's saved meals into the account. The ones the account would refuse (an older
 * shape, edited by hand) are left out, so they stay in the browser rather than blocking the rest.
 */
export const mergeSavedMealsAction = validatedActionWithUser(
  z.array(z.unknown()).max(SAVED_MEALS_MERGE_BATCH),
  async (batch, user) => {
    const meals = batch.flatMap((meal) => {
      const checked = savedMealSchema.safeParse(meal);
      return checked.success ? [checked.data] : [];
    });
    return page(
      await rpc("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, savedMealPageSchema, {
        caller: user,
      }),
    );
  },
  OPTIONS,
);

/** Removes the signed-in diner's saved meal with this key. */
export const removeSavedMealAction = validatedActionWithUser(
  z.string().min(1).max(4000),
  async (key, user) =>
    page(await rpc("remove_my_saved_meal", { meal_key: key }, savedMealPageSchema, { caller: user })),
  OPTIONS,
);

/** Removes all the signed-in diner's saved meals. */
export const clearSavedMealsAction = validatedActionWithUser(
  z.undefined(),
  async (_, user) => {
    await rpc("clear_my_saved_meals", {}, z.object({ removed: z.number() }), { caller: user });
    return page({ meals: [], page: 1, total: 0, more: false });
  },
  OPTIONS,
);
