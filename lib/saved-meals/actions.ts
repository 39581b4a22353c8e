"use server";

import { z } from "zod";
import { currentUser } from "@/lib/auth/door";
import { isBackendError } from "@/lib/backend/errors";
import { rpc } from "@/lib/backend/rpc";
import type { UserCaller } from "@/lib/backend/types";
import { SAVED_MEALS_FAILED, SAVED_MEALS_FULL_MESSAGE, SAVED_MEALS_MERGE_BATCH } from "./account-limits";
import type { SavedMeal } from "./saved-meals";
import { savedMealPageSchema, savedMealSchema } from "./schema";

// Saved meals on the account (docs/product.md#saved-meals): the browser's only way to them. Each action reads the
// session on the server; signed out, it answers so and changes nothing (the browser keeps its own list then).

/** A page of the account's saved meals: `kept` after a merge names the batch's keys the account holds. */
export type SavedMealsPage = {
  meals: SavedMeal[];
  page: number;
  total: number;
  more: boolean;
  kept?: string[];
};

export type SavedMealsOutcome =
  | { ok: true; signedIn: false }
  | ({ ok: true; signedIn: true } & SavedMealsPage)
  | { ok: false; message: string };

const SIGNED_OUT = { ok: true, signedIn: false } as const;

async function asUser(run: (user: UserCaller) => Promise<SavedMealsPage>): Promise<SavedMealsOutcome> {
  try {
    const user = await currentUser();
    if (!user) return SIGNED_OUT;
    return { ok: true, signedIn: true, ...(await run(user)) };
  } catch (error) {
    if (isBackendError(error) && error.kind === "query") {
      // The database's own refusals are written for the diner.
      if (error.code === "54000") return { ok: false, message: SAVED_MEALS_FULL_MESSAGE };
      if (error.code === "22023") return { ok: false, message: error.message };
    }
    console.error("A saved meals call failed:", error);
    return { ok: false, message: SAVED_MEALS_FAILED };
  }
}

const invalid = (error: z.ZodError): SavedMealsOutcome => ({
  ok: false,
  message: `Not a saved meal: ${z.prettifyError(error)}`,
});

/** A page of the signed-in diner's saved meals, newest first (the first unless told). */
export async function listSavedMealsAction(page: unknown = 1): Promise<SavedMealsOutcome> {
  const parsed = z.number().int().min(1).max(1000).safeParse(page);
  if (!parsed.success) return invalid(parsed.error);
  return asUser((user) =>
    rpc("list_my_saved_meals", { page_param: parsed.data }, savedMealPageSchema, { caller: user }),
  );
}

/** Saves one meal on the account (now: it goes to the top); the same meal again is kept once. */
export async function saveSavedMealAction(input: unknown): Promise<SavedMealsOutcome> {
  const parsed = savedMealSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return asUser((user) =>
    rpc("save_my_saved_meal", { meal_json: JSON.stringify(parsed.data) }, savedMealPageSchema, {
      caller: user,
    }),
  );
}

/**
 * Merges a batch of the browser's saved meals into the account. The ones the account would refuse (an older
 * shape, edited by hand) are left out, so they stay in the browser rather than blocking the rest.
 */
export async function mergeSavedMealsAction(input: unknown): Promise<SavedMealsOutcome> {
  const parsed = z.array(z.unknown()).max(SAVED_MEALS_MERGE_BATCH).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const meals = parsed.data.flatMap((meal) => {
    const checked = savedMealSchema.safeParse(meal);
    return checked.success ? [checked.data] : [];
  });
  return asUser((user) =>
    rpc("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, savedMealPageSchema, {
      caller: user,
    }),
  );
}

/** Removes the signed-in diner's saved meal with this key. */
export async function removeSavedMealAction(input: unknown): Promise<SavedMealsOutcome> {
  const parsed = z.string().min(1).max(4000).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return asUser((user) =>
    rpc("remove_my_saved_meal", { meal_key: parsed.data }, savedMealPageSchema, { caller: user }),
  );
}

/** Removes all the signed-in diner's saved meals. */
export async function clearSavedMealsAction(): Promise<SavedMealsOutcome> {
  return asUser(async (user) => {
    await rpc("clear_my_saved_meals", {}, z.object({ removed: z.number() }), { caller: user });
    return { meals: [], page: 1, total: 0, more: false };
  });
}
