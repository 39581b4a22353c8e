"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useApi } from "@/hooks/use-api";
import { useLoad } from "@/hooks/use-load";
import { toastApiError } from "@/lib/http/client";
import { toast } from "@/lib/toast";
import {
  customMealReducer,
  decodeCustomMeal,
  encodeCustomMeal,
  type BuilderMeal,
} from "@/lib/meal-builder/custom-meal";
import { comboLines, decodeTargets } from "@/lib/meal-builder/combos";
import {
  BUILDER_ITEMS_PARAM,
  BUILDER_RESTAURANT_PARAM,
  BUILDER_TARGETS_PARAM,
  isUuid,
} from "@/lib/meal-builder/url";
import type { MacroTargets } from "@/lib/macro-calculator/targets";
import { readQueryParam, writeQuery } from "@/lib/site/url-state";
import type { MealCombo, RestaurantOption } from "@/lib/restaurants/schema";
import { Button } from "@/components/ui/button";
import { CustomMealBar } from "./custom-meal-bar";
import { CustomMealCard } from "./custom-meal-card";
import { MenuCard } from "./menu-card";
import { MenuLoadFailed } from "./menu-load-failed";
import { RestaurantPicker } from "./restaurant-picker";
import { API_PATHS } from "@/lib/pages/api-paths";

// The bottom sheet (vaul) loads the first time a meal's info button is used.
const MealInfoSheet = dynamic(() => import("./meal-info-sheet").then((module) => module.MealInfoSheet), {
  ssr: false,
});
// The suggestions for targets load the first time they are asked for.
const loadSuggestions = () => import("./combo-suggestions").then((module) => module.ComboSuggestions);
const ComboSuggestions = dynamic(loadSuggestions, { ssr: false });

const CUSTOM_MEAL_ID = "custom-meal";

/** Replaces the builder's own URL parameters, keeping any others (the restaurant dialog's). */
function writeUrl(restaurantId: string, items: string, targets?: "clear") {
  writeQuery({
    [BUILDER_RESTAURANT_PARAM]: restaurantId,
    [BUILDER_ITEMS_PARAM]: items,
    ...(targets === "clear" ? { [BUILDER_TARGETS_PARAM]: null } : {}),
  });
}

export function MealBuilder({ restaurants }: { restaurants: RestaurantOption[] }) {
  const [restaurantId, setRestaurantId] = useState("");
  const [lines, dispatch] = useReducer(customMealReducer, []);
  const [infoMeal, setInfoMeal] = useState<BuilderMeal | null>(null);
  const [sheetUsed, setSheetUsed] = useState(false);
  if (infoMeal && !sheetUsed) setSheetUsed(true);
  // 'Suggest a meal for my targets': closed (null), or open with the targets it starts from (null: defaults).
  const [suggest, setSuggest] = useState<{ targets: MacroTargets | null } | null>(null);
  const restored = useRef(false);
  const { load: loadMeals } = useLoad();

  // A shared link: restore the restaurant and the custom meal from the URL once, after hydration.
  useEffect(() => {
    const fromUrl = readQueryParam(BUILDER_RESTAURANT_PARAM) ?? "";
    const items = decodeCustomMeal(readQueryParam(BUILDER_ITEMS_PARAM));
    // Reading the URL is only possible after hydration, so this state is set here on purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isUuid(fromUrl)) setRestaurantId(fromUrl);
    // From the calculator's 'Build a full meal here': its targets, suggestions open.
    const targets = decodeTargets(readQueryParam(BUILDER_TARGETS_PARAM));
    if (isUuid(fromUrl) && targets) setSuggest({ targets });
    const finish = () => {
      restored.current = true;
    };
    if (items.length === 0) return finish();
    void loadMeals(API_PATHS.meals(items.map((item) => item.mealId)), "Error fetching meals")
      .then((found) => {
        if (!found) return;
        const byId = new Map(found.meals.map((meal) => [meal.id, meal]));
        const restoredLines = items.flatMap(({ mealId, quantity }) => {
          const meal = byId.get(mealId);
          return meal ? [{ meal, quantity }] : [];
        });
        dispatch({ type: "load", lines: restoredLines });
      })
      .finally(finish);
  }, [loadMeals]);

  useEffect(() => {
    if (restored.current) writeUrl(restaurantId, encodeCustomMeal(lines));
  }, [restaurantId, lines]);

  // Changing the restaurant reloads the menu (docs/product.md#meal-builder), and so does Try again after a failure.
  const [menuAttempt, setMenuAttempt] = useState(0);
  const menu = useApi(restaurantId ? API_PATHS.restaurantMeals(restaurantId) : null, {
    onError: (error) => toastApiError(error, "Error fetching meals"),
    round: menuAttempt,
  });

  // A restaurant the picker does not list (another location of a chain, from a calculator result): named from its
  // own record and offered first. An unknown one is reported once, by the menu's read.
  const listed = restaurantId === "" || restaurants.some((option) => option.id === restaurantId);
  const { data: found } = useApi(listed ? null : API_PATHS.restaurant(restaurantId), {
    onError: (error) => {
      if (error.status !== 404) toastApiError(error, "Error fetching restaurants");
    },
  });
  const unlisted: RestaurantOption | null =
    found?.id === restaurantId
      ? { id: found.id, name: found.name, city: found.city, state: found.state }
      : null;
  const options = unlisted ? [unlisted, ...restaurants] : restaurants;
  const restaurant = options.find((option) => option.id === restaurantId) ?? null;

  function chooseCombo(combo: MealCombo) {
    const chosen = comboLines(combo);
    dispatch({ type: "load", lines: chosen });
    setSuggest(null);
    // Its own shareable link: the restaurant and the items, no longer the targets.
    writeUrl(restaurantId, encodeCustomMeal(chosen), "clear");
    toast("Meal loaded", { description: "The suggested meal is now your custom meal." });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="space-y-4">
        <RestaurantPicker restaurants={options} value={restaurantId} onChange={setRestaurantId} />
        {restaurant ? (
          <Button
            variant="outline"
            className="w-full"
            aria-expanded={suggest !== null}
            onPointerEnter={() => void loadSuggestions()}
            onFocus={() => void loadSuggestions()}
            onClick={() => setSuggest(suggest ? null : { targets: null })}
          >
            Suggest a meal for my targets
          </Button>
        ) : null}
        {restaurant && suggest ? (
          <ComboSuggestions
            restaurantId={restaurant.id}
            restaurantName={restaurant.name}
            initialTargets={suggest.targets}
            onChoose={chooseCombo}
          />
        ) : null}
        {restaurant && menu.error ? (
          <MenuLoadFailed
            restaurantName={restaurant.name}
            onRetry={() => setMenuAttempt((attempt) => attempt + 1)}
          />
        ) : restaurant ? (
          <MenuCard
            restaurantName={restaurant.name}
            status={menu.data ? "ready" : menu.error ? "error" : "loading"}
            meals={menu.data?.meals ?? []}
            onAdd={(meal) => dispatch({ type: "add", meal })}
            onInfo={setInfoMeal}
          />
        ) : null}
      </div>
      <CustomMealCard
        id={CUSTOM_MEAL_ID}
        lines={lines}
        restaurantName={restaurant?.name ?? null}
        href={`/tools/meal-builder?${new URLSearchParams({
          [BUILDER_RESTAURANT_PARAM]: restaurantId,
          [BUILDER_ITEMS_PARAM]: encodeCustomMeal(lines),
        }).toString()}#tools`}
        onIncrement={(mealId) => dispatch({ type: "increment", mealId })}
        onDecrement={(mealId) => dispatch({ type: "decrement", mealId })}
        onRemove={(mealId) => dispatch({ type: "remove", mealId })}
        onReset={() => {
          dispatch({ type: "reset" });
          toast("Meal Cleared", { description: "Your custom meal has been reset." });
        }}
      />
      <CustomMealBar lines={lines} cardId={CUSTOM_MEAL_ID} />
      {/* Room at the end of the page for the bar, so it never covers the card's last lines. */}
      {lines.length > 0 ? <div aria-hidden className="h-16 lg:hidden" /> : null}
      {sheetUsed ? <MealInfoSheet meal={infoMeal} onClose={() => setInfoMeal(null)} /> : null}
    </div>
  );
}
