// The saved meals of whoever is at the browser: the account's when the server says they are signed in, else the
// browser's (exactly as without accounts). Loaded only where saved meals are shown or saved by a diner who was
// last seen signed in (components/saved-meals, components/tracker), never with a page's first scripts.
import {
  clearSavedMealsAction,
  listSavedMealsAction,
  mergeSavedMealsAction,
  removeSavedMealAction,
  saveSavedMealAction,
  type SavedMealsOutcome,
  type SavedMealsPage,
} from "./actions";
import { SAVED_MEALS_ACCOUNT_LIMIT } from "./account-limits";
import { noteSignedIn } from "@/lib/auth/account-hint";
import {
  browserSavedMealsStore,
  parseSavedMeals,
  SAVED_MEALS_STORAGE_KEY,
  type SavedMeal,
  type SavedMealsStore,
} from "./saved-meals";

/** Meals per merge call: a server action's body stays well under its 1 MB limit (a meal is at most 32 KB). */
const MERGE_CHUNK = 25;

/** A page of the account's list, or null when signed out; throws the server's message when it refused. */
function accountPage(outcome: SavedMealsOutcome, storage: Storage): SavedMealsPage | null {
  if (!outcome.ok) throw new Error(outcome.message);
  const page = outcome.data ?? null;
  noteSignedIn(storage, page !== null);
  return page;
}

export type MergeResult = { page: SavedMealsPage; leftInBrowser: number };

/**
 * Moves the browser's saved meals onto the account, once: each is merged (the same meal is kept once, the copy
 * saved last wins), and those the account now holds leave the browser, so nothing is merged twice and a meal
 * removed on another device does not come back. Those it could not take (past its limit, or a shape it refuses)
 * stay in the browser. Null when nobody is signed in (nothing changes then).
 */
export async function mergeBrowserSavedMeals(storage: Storage): Promise<MergeResult | null> {
  const local = parseSavedMeals(storage.getItem(SAVED_MEALS_STORAGE_KEY));
  let page = local.length === 0 ? accountPage(await listSavedMealsAction(), storage) : null;
  const onAccount = new Set<string>();
  for (let start = 0; start < local.length; start += MERGE_CHUNK) {
    page = accountPage(await mergeSavedMealsAction(local.slice(start, start + MERGE_CHUNK)), storage);
    if (!page) return null;
    for (const key of page.kept ?? []) onAccount.add(key);
  }
  if (!page) return null;
  const left = local.filter((meal) => !onAccount.has(meal.key));
  if (left.length !== local.length) {
    if (left.length) storage.setItem(SAVED_MEALS_STORAGE_KEY, JSON.stringify(left));
    else storage.removeItem(SAVED_MEALS_STORAGE_KEY);
  }
  return { page, leftInBrowser: left.length };
}

/** Said when some of the browser's saved meals did not fit on the account. */
export const leftInBrowserMessage = (count: number) =>
  `${count} saved ${count === 1 ? "meal stays" : "meals stay"} in this browser only: an account keeps at most ${SAVED_MEALS_ACCOUNT_LIMIT}.`;

export type AccountAwareStore = SavedMealsStore & {
  /** Where the last call found the list: on the account (signed in) or in the browser; null before any call. */
  readonly onAccount: boolean | null;
  /** How many of the browser's saved meals the last merge could not move to the account. */
  readonly leftInBrowser: number;
  /** Whether the account has saved meals after those listed so far. */
  readonly more: boolean;
  /** The account's next page of saved meals, to show below those listed so far. */
  nextPage(): Promise<SavedMeal[]>;
};

/** The store for a page: the account's while signed in (merging the browser's into it first), else the browser's. */
export function accountSavedMealsStore(storage: Storage): AccountAwareStore {
  const browser = browserSavedMealsStore(storage);
  let onAccount: boolean | null = null;
  let leftInBrowser = 0;
  let listed: Pick<SavedMealsPage, "page" | "more"> = { page: 1, more: false };
  /** The first page of the account's list, or null when signed out; later pages follow it. */
  const firstPage = (page: SavedMealsPage | null) => {
    onAccount = page !== null;
    listed = { page: 1, more: page?.more ?? false };
    return page?.meals ?? null;
  };
  const merged = async () => {
    const result = await mergeBrowserSavedMeals(storage);
    leftInBrowser = result?.leftInBrowser ?? 0;
    return firstPage(result?.page ?? null);
  };
  /** The account's answer to a change, or the browser's own change when nobody is signed in. */
  const change = async (outcome: SavedMealsOutcome, inBrowser: () => Promise<SavedMeal[]>) =>
    firstPage(accountPage(outcome, storage)) ?? inBrowser();
  return {
    get onAccount() {
      return onAccount;
    },
    get leftInBrowser() {
      return leftInBrowser;
    },
    get more() {
      return onAccount === true && listed.more;
    },
    nextPage: async () => {
      const page = accountPage(await listSavedMealsAction(listed.page + 1), storage);
      if (!page) return [];
      listed = { page: page.page, more: page.more };
      return page.meals;
    },
    list: async () => (await merged()) ?? browser.list(),
    save: async (meal) => {
      const meals = await change(await saveSavedMealAction(meal), () => browser.save(meal));
      // Signed in with meals still in the browser (saved while signed out elsewhere in time): merge them now.
      if (onAccount && parseSavedMeals(storage.getItem(SAVED_MEALS_STORAGE_KEY)).length)
        return (await merged()) ?? meals;
      return meals;
    },
    remove: async (key) => {
      const meals = await change(await removeSavedMealAction(key), () => browser.remove(key));
      if (onAccount) await browser.remove(key);
      return meals;
    },
    clear: async () => {
      await change(await clearSavedMealsAction(), async () => []);
      await browser.clear();
    },
  };
}
