"use server";

import { z } from "zod";
import { currentUser } from "@/lib/auth/door";
import { isBackendError } from "@/lib/backend/errors";
import { rpc } from "@/lib/backend/rpc";
import type { UserCaller } from "@/lib/backend/types";
import { SAVED_MEALS_FAILED, SAVED_MEALS_FULL_MESSAGE, SAVED_MEALS_MERGE_BATCH } from "./account-limits";
import type { SavedMeal } from "./saved-meals";
import { savedMealListSchema, savedMealSchema } from "./schema";

// Saved meals on the account (docs/product.md#saved-meals): the browser's only way to them. Each action reads the
// session on the server; signed out, it answers so and changes nothing (the browser keeps its own list then).

export type SavedMealsOutcome =
  | { ok: true; signedIn: false }
  | { ok: true; signedIn: true; meals: SavedMeal[] }
  | { ok: false; message: string };

const SIGNED_OUT = { ok: true, signedIn: false } as const;

async function asUser(run: (user: UserCaller) => Promise<SavedMeal[]>): Promise<SavedMealsOutcome> {
  try {
    const user = await currentUser();
    if (!user) return SIGNED_OUT;
    return { ok: true, signedIn: true, meals: await run(user) };
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

/** The signed-in diner's saved meals, newest first. */
export async function listSavedMealsAction(): Promise<SavedMealsOutcome> {
  return asUser((user) => rpc("list_my_saved_meals", {}, savedMealListSchema, { caller: user }));
}

/** Saves one meal on the account (now: it goes to the top); the same meal again is kept once. */
export async function saveSavedMealAction(input: unknown): Promise<SavedMealsOutcome> {
  const parsed = savedMealSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return asUser((user) =>
    rpc("save_my_saved_meal", { meal_json: JSON.stringify(parsed.data) }, savedMealListSchema, {
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
    rpc("merge_my_saved_meals", { meals_json: JSON.stringify(meals) }, savedMealListSchema, {
      caller: user,
    }),
  );
}

/** Removes the signed-in diner's saved meal with this key. */
export async function removeSavedMealAction(input: unknown): Promise<SavedMealsOutcome> {
  const parsed = z.string().min(1).max(4000).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return asUser((user) =>
    rpc("remove_my_saved_meal", { meal_key: parsed.data }, savedMealListSchema, { caller: user }),
  );
}

/** Removes all the signed-in diner's saved meals. */
export async function clearSavedMealsAction(): Promise<SavedMealsOutcome> {
  return asUser(async (user) => {
    await rpc("clear_my_saved_meals", {}, z.object({ removed: z.number() }), { caller: user });
    return [];
  });
}
