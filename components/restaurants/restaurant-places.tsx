import { AddressLink } from "@/components/restaurants/address-link";
import { AllLocations } from "@/components/restaurants/all-locations";
import { formatAsOf } from "@/lib/nutrition/provenance";
import { fullAddress } from "@/lib/restaurants/links";
import type { RestaurantSummary } from "@/lib/restaurants/schema";
import type { LocationArea } from "@/lib/pages/paths";

/**
 * Where a restaurant of a list stands: its first listed location (nearest or most central) to the maps, with its
 * distance near a ZIP, how many locations it has in the place listed and where the places are known from
 * ('All the Places, January 2026'); the others load on demand.
 */
export function RestaurantPlaces({
  restaurant,
  where,
  area,
}: {
  restaurant: RestaurantSummary;
  /** The place listed, for "{n} locations {where}". */
  where: string;
  /** The area whose locations "All locations" lists. */
  area?: LocationArea;
}) {
  const first = restaurant.locations?.[0];
  const count = restaurant.location_count ?? 1;
  if (!first) {
    const address = fullAddress(restaurant);
    return address ? <AddressLink address={address} /> : null;
  }
  return (
    <div className="space-y-1">
      <AddressLink address={fullAddress(first) ?? first.address} />
      <p className="xnote">
        {typeof first.distance_miles === "number" ? `${first.distance_miles} mi · ` : null}
        {count > 1 ? `${count} locations ${where} · ` : null}
        {first.source
          ? `Location: ${first.source}${first.as_of ? `, ${formatAsOf(first.as_of)}` : ""}`
          : null}
      </p>
      {count > 1 && area ? <AllLocations restaurantId={restaurant.id} area={area} count={count} /> : null}
    </div>
  );
}
