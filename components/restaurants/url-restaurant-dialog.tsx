"use client";

import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";
import { toast } from "@/lib/toast";
import { RestaurantDialog } from "@/components/restaurants/restaurant-dialog";
import { parseMealSort, sortChange, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { writeQuery } from "@/lib/site/url-state";
import { useApi } from "@/hooks/use-api";
import { toastApiError } from "@/lib/http/client";
import { API_PATHS } from "@/lib/pages/api-paths";

/** The toast for a restaurant that could not be loaded, when the page has its own (whatever the reason). */
export type DialogFailure = { title: string; description: string };

/**
 * The restaurant dialog driven by the URL's `?restaurant=<id>&meal=<id>`: fetches the restaurant with its meals
 * from /api/restaurants/{id} when opened; closing removes both parameters. Loaded by RestaurantDialogFromUrl.
 * `openedOverPage`: the entry before the dialog's is this page without it, so closing goes back to it.
 */
export function UrlRestaurantDialog({
  failure,
  openedOverPage,
}: {
  failure?: DialogFailure;
  openedOverPage: boolean;
}) {
  const searchParams = useSearchParams();
  const restaurantId = searchParams.get("restaurant");
  const mealId = searchParams.get("meal");
  const sort = parseMealSort(searchParams.get(SORT_PARAM));

  // Opening added one history entry; closing (the button, Escape, the backdrop) goes back over it, so the
  // history is what it was before and Back then leaves the page. A dialog the page was loaded with has no page
  // entry behind it: its own entry becomes the page without it. One close per opening: a second call (a failed
  // load racing the button) must not go back twice.
  const closing = useRef<string | null>(null);
  const close = () => {
    if (!restaurantId || closing.current === restaurantId) return;
    closing.current = restaurantId;
    if (openedOverPage) window.history.back();
    else writeQuery({ restaurant: null, meal: null });
  };
  useEffect(() => {
    if (!restaurantId) closing.current = null;
  }, [restaurantId]);

  // The URL names a restaurant or one of its locations (the place a list showed): the answer is the restaurant.
  const restaurant =
    useApi(restaurantId ? API_PATHS.restaurant(restaurantId) : null, {
      onError: (error) => {
        if (failure) {
          toast.error(failure.title, { description: failure.description });
        } else if (error.status === 404) {
          toast.error("Invalid restaurant");
        } else {
          toastApiError(error, "Search Failed", "Could not fetch restaurant data. Please try again.");
        }
        close();
      },
    }).data ?? null;

  useEffect(() => {
    if (restaurant && restaurant.meals.length === 0) {
      toast("No meals available", {
        description: "This restaurant has no specific meals listed yet. Check their website for more info!",
      });
    }
  }, [restaurant]);

  return (
    <RestaurantDialog
      open={restaurantId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      restaurant={restaurant}
      highlightedMealId={mealId}
      sort={sort}
      // In the URL for a shared link, without a new request: the page behind the dialog stays as it is.
      onSortChange={(next) => writeQuery(sortChange(next))}
    />
  );
}
