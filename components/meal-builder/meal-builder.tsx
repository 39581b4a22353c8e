"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useHydrated } from "@/hooks/use-hydrated";
import { getJson, toastApiError } from "@/lib/http/client";
import { toast } from "@/lib/toast";
import {
  customMealReducer,
  decodeCustomMeal,
  encodeCustomMeal,
  type BuilderMeal,
} from "@/lib/meal-builder/custom-meal";
import { BUILDER_ITEMS_PARAM, BUILDER_RESTAURANT_PARAM, isUuid } from "@/lib/meal-builder/url";
import type { Meal, RestaurantOption } from "@/lib/restaurants/schema";
import { CustomMealCard } from "./custom-meal-card";
import { MenuCard } from "./menu-card";
import { RestaurantPicker } from "./restaurant-picker";

// The bottom sheet (vaul) loads the first time a meal's info button is used.
const MealInfoSheet = dynamic(() => import("./meal-info-sheet").then((module) => module.MealInfoSheet), {
  ssr: false,
});

type MealsAnswer = { meals: Meal[] };
type Menu = { restaurantId: string; status: "ready" | "error"; meals: BuilderMeal[] };

/** Replaces the builder's own URL parameters, keeping any others (the restaurant dialog's). */
function writeUrl(restaurantId: string, items: string) {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of [
    [BUILDER_RESTAURANT_PARAM, restaurantId],
    [BUILDER_ITEMS_PARAM, items],
  ] as const) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${query ? `?${query}` : ""}`,
  );
}

export function MealBuilder({ restaurants }: { restaurants: RestaurantOption[] }) {
  // False in the server HTML, true once hydrated: the picker says it is loading until it can work.
  const ready = useHydrated();
  const [restaurantId, setRestaurantId] = useState("");
  const [menu, setMenu] = useState<Menu | null>(null);
  const [lines, dispatch] = useReducer(customMealReducer, []);
  const [infoMeal, setInfoMeal] = useState<BuilderMeal | null>(null);
  const [sheetUsed, setSheetUsed] = useState(false);
  if (infoMeal && !sheetUsed) setSheetUsed(true);
  const restored = useRef(false);

  // A shared link: restore the restaurant and the custom meal from the URL once, after hydration.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = params.get(BUILDER_RESTAURANT_PARAM) ?? "";
    const items = decodeCustomMeal(params.get(BUILDER_ITEMS_PARAM));
    // Reading the URL is only possible after hydration, so this state is set here on purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isUuid(fromUrl)) setRestaurantId(fromUrl);
    const finish = () => {
      restored.current = true;
    };
    if (items.length === 0) return finish();
    getJson<MealsAnswer>(`/api/meals?ids=${items.map((item) => item.mealId).join(",")}`)
      .then(({ meals }) => {
        const byId = new Map(meals.map((meal) => [meal.id, meal]));
        const restoredLines = items.flatMap(({ mealId, quantity }) => {
          const meal = byId.get(mealId);
          return meal ? [{ meal, quantity }] : [];
        });
        dispatch({ type: "load", lines: restoredLines });
      })
      .catch((error: unknown) => toastApiError(error, "Error fetching meals"))
      .finally(finish);
  }, []);

  useEffect(() => {
    if (restored.current) writeUrl(restaurantId, encodeCustomMeal(lines));
  }, [restaurantId, lines]);

  // Changing the restaurant reloads the menu (SPEC §4).
  useEffect(() => {
    if (!restaurantId) return;
    const controller = new AbortController();
    getJson<MealsAnswer>(`/api/restaurants/${restaurantId}/meals`, controller.signal)
      .then(({ meals }) => setMenu({ restaurantId, status: "ready", meals }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setMenu({ restaurantId, status: "error", meals: [] });
        toastApiError(error, "Error fetching meals");
      });
    return () => controller.abort();
  }, [restaurantId]);

  const restaurant = restaurants.find((option) => option.id === restaurantId) ?? null;
  const currentMenu = menu?.restaurantId === restaurantId ? menu : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="space-y-4">
        <RestaurantPicker
          restaurants={restaurants}
          value={restaurantId}
          onChange={setRestaurantId}
          ready={ready}
        />
        {restaurant ? (
          <MenuCard
            restaurantName={restaurant.name}
            status={currentMenu?.status ?? "loading"}
            meals={currentMenu?.meals ?? []}
            onAdd={(meal) => dispatch({ type: "add", meal })}
            onInfo={setInfoMeal}
          />
        ) : null}
      </div>
      <CustomMealCard
        lines={lines}
        onIncrement={(mealId) => dispatch({ type: "increment", mealId })}
        onDecrement={(mealId) => dispatch({ type: "decrement", mealId })}
        onRemove={(mealId) => dispatch({ type: "remove", mealId })}
        onReset={() => {
          dispatch({ type: "reset" });
          toast("Meal Cleared", { description: "Your custom meal has been reset." });
        }}
      />
      {sheetUsed ? <MealInfoSheet meal={infoMeal} onClose={() => setInfoMeal(null)} /> : null}
    </div>
  );
}
