"use client";

import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/toast";
import { RestaurantDialog } from "@/components/restaurants/restaurant-dialog";
import type { Restaurant } from "@/lib/restaurants/schema";
import { parseMealSort, sortQuery, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { ApiRequestError, getJson, toastApiError } from "@/lib/http/client";

/** The toast for a restaurant that could not be loaded, when the page has its own (whatever the reason). */
export type DialogFailure = { title: string; description: string };

/**
 * The restaurant dialog driven by the URL's `?restaurant=<id>&meal=<id>`: fetches the restaurant with its meals
 * from /api/restaurants/{id} when opened; closing removes both parameters. Loaded by RestaurantDialogFromUrl.
 */
export function UrlRestaurantDialog({ failure }: { failure?: DialogFailure }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const restaurantId = searchParams.get("restaurant");
  const mealId = searchParams.get("meal");
  const sort = parseMealSort(searchParams.get(SORT_PARAM));
  const [fetched, setFetched] = useState<Restaurant | null>(null);
  const restaurant = fetched?.id === restaurantId ? fetched : null;

  function close() {
    const params = new URLSearchParams(searchParams.toString());
    params.delete("restaurant");
    params.delete("meal");
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  useEffect(() => {
    if (!restaurantId) return;
    const controller = new AbortController();
    getJson<Restaurant>(`/api/restaurants/${encodeURIComponent(restaurantId)}`, controller.signal).then(
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
    // close() reads the current URL; re-running on its identity would refetch for nothing.
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
      onSortChange={(next) => {
        // In the URL for a shared link, without a new request: the page behind the dialog stays as it is.
        const query = sortQuery(next, new URLSearchParams(window.location.search));
        window.history.replaceState(null, "", `${window.location.pathname}${query}`);
      }}
    />
  );
}
