import { AddressLink } from "@/components/restaurants/address-link";
import { LocationSource } from "@/components/restaurants/location-source";
import { fullAddress } from "@/lib/restaurants/links";
import type { RestaurantSummary } from "@/lib/restaurants/schema";

/**
 * Where a restaurant of a list stands: its listed locations (nearest or most central first, each to the maps, with
 * its distance near a ZIP), how many it has in the place listed, and where the places are known from.
 */
export function RestaurantPlaces({ restaurant, where }: { restaurant: RestaurantSummary; where: string }) {
  const locations = restaurant.locations ?? [];
  const count = restaurant.location_count ?? locations.length;
  const first = locations[0];
  if (!first) {
    const address = fullAddress(restaurant);
    return address ? <AddressLink address={address} /> : null;
  }
  return (
    <div className="space-y-1">
      <ul className="space-y-1">
        {locations.map((location) => (
          <li key={location.id} className="flex flex-wrap items-baseline gap-x-2">
            <AddressLink address={fullAddress(location) ?? location.address} />
            {typeof location.distance_miles === "number" ? (
              <span className="text-xs font-medium text-primary">{location.distance_miles} mi</span>
            ) : null}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <p className="text-xs text-muted-foreground">
          {count} locations {where}
          {count > locations.length ? `, the ${locations.length} nearest shown` : null}
        </p>
      ) : null}
      <LocationSource source={first.source} sourceUrl={first.source_url} asOf={first.as_of} />
    </div>
  );
}
