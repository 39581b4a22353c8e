"use client";

import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "sonner";
import { RestaurantDialog } from "@/components/restaurants/restaurant-dialog";
import { restaurantSchema, type Restaurant } from "@/lib/restaurants/schema";
import { ApiRequestError, getJson, toastApiError } from "@/lib/http/client";

type Props = {
  /** Restaurants the page already has (with meals); others are fetched from /api/restaurants/{id}. */
  restaurants?: readonly Restaurant[];
};

/**
 * Opens the restaurant dialog from the URL: `?restaurant=<id>` (and optionally `&meal=<id>` to highlight a
 * meal). Mount it once per page, inside <Suspense> (it reads the search params); any link to
 * restaurantDialogHref(id, mealId) then opens it, the back button closes it, and closing removes both params.
 */
export function RestaurantDialogFromUrl({ restaurants }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const restaurantId = searchParams.get("restaurant");
  const mealId = searchParams.get("meal");
  const known = restaurants?.find((item) => item.id === restaurantId) ?? null;
  const [fetched, setFetched] = useState<Restaurant | null>(null);
  const restaurant = known ?? (fetched?.id === restaurantId ? fetched : null);

  function close() {
    const params = new URLSearchParams(searchParams.toString());
    params.delete("restaurant");
    params.delete("meal");
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  useEffect(() => {
    if (!restaurantId || known) return;
    const controller = new AbortController();
    getJson(`/api/restaurants/${encodeURIComponent(restaurantId)}`, restaurantSchema, controller.signal).then(
      setFetched,
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) {
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
  }, [restaurantId, known]);

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
    />
  );
}
