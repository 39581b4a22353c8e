// Saved meals (docs/product.md#saved-meals): kept in the browser, behind a small store interface; a signed-in
// diner's live on the account (lib/saved-meals/account-store.ts, the same methods), where the browser's are merged
// at sign-in.
import type { HandOffItem } from "@/lib/tracker/hand-off";

export type SavedMealKind = "meal" | "custom" | "combo";

export type SavedMeal = {
  /** Stable for the same content: the kind and its meals' ids with quantities, so saving twice keeps one. */
  key: string;
  kind: SavedMealKind;
  title: string;
  /** Where to see it again on the site. */
  href: string;
  items: HandOffItem[];
  /** ISO time it was saved. */
  savedAt: string;
};

/** Where saved meals are kept: the browser, or the account of a signed-in diner. */
export interface SavedMealsStore {
  list(): Promise<SavedMeal[]>;
  save(meal: SavedMeal): Promise<SavedMeal[]>;
  remove(key: string): Promise<SavedMeal[]>;
  clear(): Promise<void>;
}

/** Most saved meals kept (the oldest go first): localStorage holds about 5 MB per site. */
const SAVED_MEALS_LIMIT = 100;

/** The key for a saved meal: kind and sorted 'mealId*quantity' parts. */
export const savedMealKey = (kind: SavedMealKind, parts: { id: string; quantity: number }[]) =>
  `${kind}:${parts
    .map((part) => `${part.id}*${part.quantity}`)
    .sort()
    .join(",")}`;

/** Newest first, each key once (the newest copy wins), at most SAVED_MEALS_LIMIT. */
export function mergeSavedMeals(...lists: SavedMeal[][]): SavedMeal[] {
  const byKey = new Map<string, SavedMeal>();
  for (const meal of lists.flat()) {
    const kept = byKey.get(meal.key);
    if (!kept || kept.savedAt < meal.savedAt) byKey.set(meal.key, meal);
  }
  return [...byKey.values()]
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
    .slice(0, SAVED_MEALS_LIMIT);
}

const isItem = (value: unknown): value is HandOffItem => {
  const item = value as HandOffItem;
  return (
    typeof item === "object" &&
    item !== null &&
    typeof item.name === "string" &&
    typeof item.quantity === "number" &&
    item.quantity > 0
  );
};

/** What a stored value holds that is a saved meal; anything else (edited by hand, an older shape) is dropped. */
export function parseSavedMeals(text: string | null): SavedMeal[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (meal): meal is SavedMeal =>
        typeof meal === "object" &&
        meal !== null &&
        typeof meal.key === "string" &&
        ["meal", "custom", "combo"].includes(meal.kind) &&
        typeof meal.title === "string" &&
        typeof meal.href === "string" &&
        meal.href.startsWith("/") &&
        typeof meal.savedAt === "string" &&
        Array.isArray(meal.items) &&
        meal.items.every(isItem),
    );
  } catch {
    return [];
  }
}

export const SAVED_MEALS_STORAGE_KEY = "macro-menu:saved-meals:v1";

/** The browser's store, in localStorage (a store of its own for tests: any Storage). */
export function browserSavedMealsStore(storage: Storage): SavedMealsStore {
  const read = () => parseSavedMeals(storage.getItem(SAVED_MEALS_STORAGE_KEY));
  const write = (meals: SavedMeal[]) => {
    storage.setItem(SAVED_MEALS_STORAGE_KEY, JSON.stringify(meals));
    return meals;
  };
  return {
    list: async () => read(),
    save: async (meal) => write(mergeSavedMeals([meal], read())),
    remove: async (key) => write(read().filter((meal) => meal.key !== key)),
    clear: async () => storage.removeItem(SAVED_MEALS_STORAGE_KEY),
  };
}
