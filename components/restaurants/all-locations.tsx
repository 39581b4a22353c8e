"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { AddressLink } from "@/components/restaurants/address-link";
import { useLoad } from "@/hooks/use-load";
import { fullAddress } from "@/lib/restaurants/links";
import type { Location } from "@/lib/restaurants/schema";
import { type LocationArea } from "@/lib/pages/paths";
import { API_PATHS } from "@/lib/pages/api-paths";

/**
 * "All {n} locations": a list's card shows one place of a restaurant; its other locations in the area load on
 * demand, a page at a time, nearest first.
 */
export function AllLocations({
  restaurantId,
  area,
  count,
}: {
  restaurantId: string;
  area: LocationArea;
  count: number;
}) {
  const [locations, setLocations] = useState<Location[] | null>(null);
  const [total, setTotal] = useState(count);
  const { load: loadPage, loading } = useLoad();

  const load = async () => {
    const page = await loadPage(
      API_PATHS.restaurantLocations(restaurantId, area, locations?.length ?? 0),
      "Error fetching locations",
      "Could not load the locations. Please try again.",
    );
    if (!page) return;
    setLocations([...(locations ?? []), ...page.locations]);
    setTotal(page.total);
  };

  const shown = locations?.length ?? 0;
  return (
    <div className="space-y-1">
      {locations ? (
        <ul className="space-y-1" aria-label="Locations">
          {locations.map((location) => (
            <li key={location.id}>
              <AddressLink address={fullAddress(location) ?? location.address} />
              {typeof location.distance_miles === "number" ? (
                <span className="ml-5 text-xs text-muted-foreground">{location.distance_miles} mi</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {shown < total ? (
        <button
          type="button"
          onClick={() => void load()}
          disabled={loading}
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
        >
          {loading ? <Loader2 aria-hidden className="size-3 animate-spin" /> : null}
          {locations ? `Show more locations (${total - shown} more)` : `All ${total} locations`}
        </button>
      ) : null}
    </div>
  );
}
