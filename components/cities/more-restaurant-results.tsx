"use client";

import { useState, type ComponentProps } from "react";
import { Loader2 } from "lucide-react";
import { RestaurantResultCard } from "@/components/cities/restaurant-result-card";
import { Button } from "@/components/ui/button";
import { FOCUSED_LIST_FIRST_PAGE } from "@/lib/cities/constants";
import { getJson, toastApiError } from "@/lib/http/client";
import { PROTEIN_PER_CALORIE } from "@/lib/nutrition/meal-sort";
import { sortRestaurantsByProteinDensity } from "@/lib/nutrition/protein-density";
import type { Restaurant, SearchResult } from "@/lib/restaurants/schema";
import { API_PATHS, type CityPageKind } from "@/lib/site/paths";

type Options = Omit<ComponentProps<typeof RestaurantResultCard>, "restaurant">;

/** "Show all {n} restaurants": a focused city page's restaurants after its first ones, loaded on demand. */
export function MoreRestaurantResults({
  cityId,
  cityName,
  kind,
  total,
  options,
}: {
  cityId: string;
  cityName: string;
  kind: CityPageKind;
  total: number;
  options: Options;
}) {
  const [rest, setRest] = useState<Restaurant[] | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const found = await getJson<SearchResult>(API_PATHS.searchByCity(cityId, kind));
      const all =
        options.sort === PROTEIN_PER_CALORIE
          ? sortRestaurantsByProteinDensity(found.restaurants)
          : found.restaurants;
      setRest(all.slice(FOCUSED_LIST_FIRST_PAGE));
    } catch (error) {
      toastApiError(error, "Error fetching restaurants", `Could not load restaurants for ${cityName}.`);
    } finally {
      setLoading(false);
    }
  };

  if (rest) {
    return (
      <ul className="grid gap-4 md:grid-cols-2" aria-label={`More restaurants in ${cityName}`}>
        {rest.map((restaurant) => (
          <RestaurantResultCard key={restaurant.id} restaurant={restaurant} {...options} />
        ))}
      </ul>
    );
  }
  return (
    <Button variant="outline" onClick={() => void load()} disabled={loading}>
      {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
      Show all {total} restaurants
    </Button>
  );
}
