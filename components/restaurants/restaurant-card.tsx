import { DialogLink } from "@/components/restaurants/dialog-link";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";
import { ExternalLink } from "lucide-react";
import { RestaurantTags } from "@/components/restaurants/restaurant-tags";
import { WebsiteLink } from "@/components/restaurants/website-link";
import { buttonVariants } from "@/components/ui/button";
import { restaurantDialogHref, type LocationArea } from "@/lib/pages/paths";
import type { RestaurantSummary } from "@/lib/restaurants/schema";

/**
 * A search result: name, website icon, address, description, tags and View Meals, which opens the restaurant
 * dialog through the URL (`?restaurant=<id>`); the page must mount RestaurantDialogFromUrl.
 */
export function RestaurantCard({
  restaurant,
  where,
  area,
  pageQuery,
}: {
  restaurant: RestaurantSummary;
  /** Where the results are, for "{n} locations {where}". */
  where: string;
  /** The area whose locations "All locations" lists. */
  area?: LocationArea;
  /** The page's own query, which the dialog's address keeps (the search page's search). */
  pageQuery?: string;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{restaurant.name}</h3>
        <WebsiteLink
          website={restaurant.website}
          className="rounded-md p-1 text-primary hover:bg-accent"
          aria-label={`${restaurant.name} website (opens in a new tab)`}
        >
          <ExternalLink aria-hidden className="size-4" />
        </WebsiteLink>
      </div>
      <RestaurantPlaces restaurant={restaurant} where={where} area={area} />
      {restaurant.description ? <p className="line-clamp-3 text-sm">{restaurant.description}</p> : null}
      <RestaurantTags tags={restaurant.tags} />
      <DialogLink
        href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, null, undefined, pageQuery)}
        className={buttonVariants({ className: "mt-auto w-full" })}
        aria-label={`View meals at ${restaurant.name}`}
      >
        View Meals
      </DialogLink>
    </article>
  );
}
