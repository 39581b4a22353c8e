import { accountHinted, noteSignedIn } from "@/lib/auth/account-hint";
import {
  browserSavedMealsStore,
  mergeSavedMeals,
  parseSavedMeals,
  SAVED_MEALS_STORAGE_KEY,
  savedMealKey,
  type SavedMeal,
} from "./saved-meals";

/** A Storage in memory, as a browser's localStorage behaves. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const meal = (key: string, savedAt: string, title = key): SavedMeal => ({
  key,
  kind: "meal",
  title,
  href: "/tools/macro-calculator",
  items: [
    {
      name: title,
      restaurant: "Taco Town",
      quantity: 1,
      calories: "500",
      protein: "40",
      carbs: "20",
      fat: "10",
      sugar: null,
    },
  ],
  savedAt,
});

describe("saved meals", () => {
  it("keeps each meal once, newest first, across the browser's list and another's (the sign-in merge)", () => {
    const browser = [meal("a", "2026-01-02T00:00:00Z"), meal("b", "2026-01-01T00:00:00Z", "old b")];
    const account = [meal("b", "2026-01-03T00:00:00Z", "new b"), meal("c", "2025-12-31T00:00:00Z")];
    expect(mergeSavedMeals(browser, account).map((m) => m.title)).toEqual(["new b", "a", "c"]);
  });

  it("saves, removes and clears in the browser's storage, and saving twice keeps one", async () => {
    const storage = memoryStorage();
    const store = browserSavedMealsStore(storage);
    await store.save(meal("a", "2026-01-01T00:00:00Z"));
    await store.save(meal("a", "2026-01-02T00:00:00Z"));
    await store.save(meal("b", "2026-01-03T00:00:00Z"));
    expect((await store.list()).map((m) => m.key)).toEqual(["b", "a"]);
    await store.remove("b");
    expect((await store.list()).map((m) => m.key)).toEqual(["a"]);
    await store.clear();
    expect(await store.list()).toEqual([]);
    expect(storage.getItem(SAVED_MEALS_STORAGE_KEY)).toBeNull();
  });

  it("drops what is not a saved meal from storage edited by hand", () => {
    expect(parseSavedMeals("not json")).toEqual([]);
    expect(parseSavedMeals('{"key":"a"}')).toEqual([]);
    const foreign = { ...meal("x", "2026-01-01T00:00:00Z"), href: "https://elsewhere.example" };
    expect(
      parseSavedMeals(JSON.stringify([foreign, meal("a", "2026-01-01T00:00:00Z")])).map((m) => m.key),
    ).toEqual(["a"]);
  });

  it("keys a meal by its content, whatever the order of its items", () => {
    expect(
      savedMealKey("combo", [
        { id: "b", quantity: 1 },
        { id: "a", quantity: 2 },
      ]),
    ).toBe("combo:a*2,b*1");
  });

  it("remembers whether this browser was last seen signed in, so a visitor who never signs in saves locally", () => {
    const storage = memoryStorage();
    expect(accountHinted(storage)).toBe(false);
    noteSignedIn(storage, true);
    expect(accountHinted(storage)).toBe(true);
    noteSignedIn(storage, false);
    expect(accountHinted(storage)).toBe(false);
  });
});
