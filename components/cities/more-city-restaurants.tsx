"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { CityRestaurantCard } from "@/components/cities/city-restaurant-card";
import { Button } from "@/components/ui/button";
import { CITY_LIST_FIRST_PAGE } from "@/lib/cities/constants";
import { getJson, toastApiError } from "@/lib/http/client";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortRestaurantsByProteinDensity } from "@/lib/nutrition/protein-density";
import type { Restaurant, SearchResult } from "@/lib/restaurants/schema";
import { API_PATHS } from "@/lib/site/paths";

/** "Show all {n} restaurants": the city's restaurants after the page's first ones, loaded on demand. */
export function MoreCityRestaurants({
  city,
  total,
  sort,
}: {
  city: { id: string; name: string };
  total: number;
  sort?: MealSort;
}) {
  const [rest, setRest] = useState<Restaurant[] | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const found = await getJson<SearchResult>(API_PATHS.searchByCity(city.id));
      const all =
        sort === PROTEIN_PER_CALORIE ? sortRestaurantsByProteinDensity(found.restaurants) : found.restaurants;
      setRest(all.slice(CITY_LIST_FIRST_PAGE));
    } catch (error) {
      toastApiError(error, "Error fetching restaurants", `Could not load restaurants for ${city.name}.`);
    } finally {
      setLoading(false);
    }
  };

  if (rest) {
    return (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={`More restaurants in ${city.name}`}
      >
        {rest.map((restaurant) => (
          <CityRestaurantCard key={restaurant.id} restaurant={restaurant} city={city} sort={sort} />
        ))}
      </ul>
    );
  }
  return (
    <Button variant="outline" onClick={() => void load()} disabled={loading}>
      {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
      Show all {total} restaurants in {city.name}
    </Button>
  );
}
