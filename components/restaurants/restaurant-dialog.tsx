"use client";

import { AddressLink } from "@/components/restaurants/address-link";
import { LocationSource } from "@/components/restaurants/location-source";
import { cityAndState, fullAddress } from "@/lib/restaurants/links";
import { Loader2 } from "lucide-react";
import { MealList } from "@/components/restaurants/meal-list";
import { MenuAsOf } from "@/components/nutrition/menu-as-of";
import { ProvenanceLine } from "@/components/nutrition/provenance-line";
import { RestaurantImage } from "@/components/restaurants/restaurant-image";
import { RestaurantTags } from "@/components/restaurants/restaurant-tags";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import type { Restaurant } from "@/lib/restaurants/schema";
import { RestaurantNameLink } from "@/components/restaurants/website-link";
import { Link } from "@/components/site/link";
import { buttonVariants } from "@/components/ui/button";
import { mealRequestPath } from "@/lib/pages/paths";

/** Where a restaurant shown without one place stands: its city, or how many locations a chain has. */
function placeText(restaurant: Restaurant): string {
  const city = cityAndState(restaurant);
  if (city) return city;
  const count = restaurant.location_count ?? 0;
  if (count === 0) return "Chain menu · no locations known yet";
  return `Chain menu · ${count.toLocaleString("en-US")} ${count === 1 ? "location" : "locations"}`;
}

export type RestaurantDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user closes it (Escape, the close button, the backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The restaurant with its meals (restaurantSchema); null while it is loading. */
  restaurant: Restaurant | null;
  /** A meal to mark and scroll into view. */
  highlightedMealId?: string | null;
  /** The meals' order, and where a change of it goes (none: the order is not offered). */
  sort?: MealSort;
  onSortChange?: (sort: MealSort) => void;
};

/**
 * The restaurant detail dialog (docs/product.md#restaurant-dialog): image, name to the website, address to the
 * maps, tags and the 'Available Meals' list. Controlled; to drive it from the URL mount RestaurantDialogFromUrl
 * instead.
 */
export function RestaurantDialog({
  open,
  onOpenChange,
  restaurant,
  highlightedMealId,
  sort,
  onSortChange,
}: RestaurantDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] gap-5 sm:max-w-2xl">
        {restaurant ? (
          <>
            <RestaurantImage
              src={restaurant.image_url}
              alt={restaurant.name}
              className="-mx-6 -mt-6 h-40 rounded-t-lg sm:h-52"
            />
            <DialogHeader className="space-y-2">
              <DialogTitle className="text-2xl">
                <RestaurantNameLink restaurant={restaurant} />
              </DialogTitle>
              <DialogDescription asChild>
                <div>
                  {restaurant.address ? (
                    <AddressLink
                      address={fullAddress(restaurant) ?? restaurant.address}
                      className="inline-flex text-sm"
                    />
                  ) : (
                    placeText(restaurant)
                  )}
                </div>
              </DialogDescription>
            </DialogHeader>
            <LocationSource source={restaurant.location_source} asOf={restaurant.location_as_of} />
            <RestaurantTags tags={restaurant.tags} />
            <div className="space-y-1">
              <MenuAsOf meals={restaurant.meals} />
              <ProvenanceLine meals={restaurant.meals} />
            </div>
            <MealList
              meals={restaurant.meals}
              restaurant={restaurant}
              highlightedMealId={highlightedMealId}
              sort={sort}
              onSortChange={onSortChange}
            />
            <Link href={mealRequestPath(restaurant.id)} className={buttonVariants({ variant: "outline" })}>
              Request a meal here
            </Link>
          </>
        ) : (
          <div className="flex items-center gap-2 py-10" role="status">
            <DialogTitle className="sr-only">Loading restaurant</DialogTitle>
            <DialogDescription className="sr-only">The restaurant details are loading.</DialogDescription>
            <Loader2 aria-hidden className="size-5 animate-spin" />
            Loading restaurant…
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
