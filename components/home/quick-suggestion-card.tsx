import { DialogLink } from "@/components/restaurants/dialog-link";
import { AddressLink } from "@/components/restaurants/address-link";
import { LocationSource } from "@/components/restaurants/location-source";
import { fullAddress } from "@/lib/restaurants/links";
import { RestaurantImage } from "@/components/restaurants/restaurant-image";
import { RestaurantTags } from "@/components/restaurants/restaurant-tags";
import { RestaurantNameLink } from "@/components/restaurants/website-link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { restaurantDialogHref } from "@/lib/pages/paths";
import type { Restaurant } from "@/lib/restaurants/schema";
import { QUICK_SUGGESTION_MAX_TAGS } from "@/lib/search/constants";

/** A suggested restaurant: image, name to its website, description, address to the maps, a few tags. */
export function QuickSuggestionCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <RestaurantImage src={restaurant.image_url} alt={restaurant.name} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <RestaurantNameLink restaurant={restaurant} />
          </h3>
          {(restaurant.meal_count ?? restaurant.meals.length) === 0 ? (
            <Badge variant="outline">Meals TBD</Badge>
          ) : null}
        </div>
        {restaurant.description ? <p className="line-clamp-3 text-sm">{restaurant.description}</p> : null}
        {restaurant.address ? <AddressLink address={fullAddress(restaurant) ?? restaurant.address} /> : null}
        <LocationSource source={restaurant.location_source} asOf={restaurant.location_as_of} />
        <RestaurantTags tags={restaurant.tags} max={QUICK_SUGGESTION_MAX_TAGS} />
        <DialogLink
          href={restaurantDialogHref(restaurant.location_id ?? restaurant.id)}
          className={buttonVariants({ variant: "outline", className: "mt-auto w-full" })}
          aria-label={`View details of ${restaurant.name}`}
        >
          View Details
        </DialogLink>
      </div>
    </article>
  );
}
