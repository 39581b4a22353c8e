"use client";

import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { toast } from "@/lib/toast";
import { RestaurantDialog } from "@/components/restaurants/restaurant-dialog";
import type { Restaurant } from "@/lib/restaurants/schema";
import { parseMealSort, sortChange, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { writeQuery } from "@/lib/site/url-state";
import { ApiRequestError, getJson, toastApiError } from "@/lib/http/client";
import { API_PATHS } from "@/lib/site/paths";

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
  const [fetched, setFetched] = useState<Restaurant | null>(null);
  // The URL names a restaurant or one of its locations (the place a list showed): the answer is the restaurant.
  const restaurant =
    fetched && (fetched.id === restaurantId || fetched.location_id === restaurantId) ? fetched : null;

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

  useEffect(() => {
    if (!restaurantId) return;
    const controller = new AbortController();
    getJson<Restaurant>(API_PATHS.restaurant(restaurantId), controller.signal).then(
      setFetched,
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (failure) {
          toast.error(failure.title, { description: failure.description });
        } else if (error instanceof ApiRequestError && error.status === 404) {
          toast.error("Invalid restaurant");
        } else {
          toastApiError(error, "Search Failed", "Could not fetch restaurant data. Please try again.");
        }
        close();
      },
    );
    return () => controller.abort();
    // close and failure are not inputs of the fetch: re-running on their identity would refetch for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restaurantId]);

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
