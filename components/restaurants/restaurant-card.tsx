import { MapPin } from "lucide-react";
import type { Restaurant } from "@/lib/restaurants/schema";

/** A restaurant with its address and a few meals: the simple server-rendered card of lists. */
export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <h3 className="text-lg font-semibold">{restaurant.name}</h3>
      {restaurant.address ? (
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          {restaurant.address}
        </p>
      ) : null}
      {restaurant.description ? <p className="text-sm">{restaurant.description}</p> : null}
      <p className="text-sm text-muted-foreground">
        {restaurant.meals.length === 0
          ? "Meals TBD"
          : `${restaurant.meals.length} meal${restaurant.meals.length === 1 ? "" : "s"} with macros`}
      </p>
    </article>
  );
}
