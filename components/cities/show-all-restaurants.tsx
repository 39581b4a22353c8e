"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Loader2 } from "lucide-react";
import type { CardOptions } from "@/components/cities/restaurant-result-card";
import { Button } from "@/components/ui/button";
import { useApi } from "@/hooks/use-api";
import { CITY_LIST_FIRST_PAGE, FOCUSED_LIST_FIRST_PAGE } from "@/lib/cities/constants";
import { toastApiError } from "@/lib/http/client";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortRestaurantsByProteinDensity } from "@/lib/nutrition/protein-density";
import { type CityPageKind } from "@/lib/pages/paths";
import { API_PATHS } from "@/lib/pages/api-paths";

// The cards' code loads with the restaurants, not with the page.
const MoreRestaurantsList = dynamic(() =>
  import("@/components/cities/more-restaurants-list").then((module) => module.MoreRestaurantsList),
);

/**
 * "Show all {n} restaurants": a city page's restaurants after its first ones (the overview's first 20, a focused
 * page's first 10), loaded on demand in the page's order. `cards`: a focused page's result cards; without, the
 * overview's city cards.
 */
export function ShowAllRestaurants({
  city,
  kind,
  total,
  cards,
  sort = cards?.sort,
}: {
  city: { id: string; name: string };
  kind: CityPageKind;
  total: number;
  cards?: CardOptions;
  sort?: MealSort;
}) {
  const [asked, setAsked] = useState(false);
  const { data, loading } = useApi(asked ? API_PATHS.searchByCity(city.id, kind) : null, {
    onError: (error) => {
      toastApiError(error, "Error fetching restaurants", `Could not load restaurants for ${city.name}.`);
      setAsked(false);
    },
  });

  if (data) {
    const all =
      sort === PROTEIN_PER_CALORIE ? sortRestaurantsByProteinDensity(data.restaurants) : data.restaurants;
    const rest = all.slice(cards ? FOCUSED_LIST_FIRST_PAGE : CITY_LIST_FIRST_PAGE);
    return <MoreRestaurantsList restaurants={rest} city={city} sort={sort} cards={cards} />;
  }
  return (
    <Button variant="outline" onClick={() => setAsked(true)} disabled={loading}>
      {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
      {cards ? `Show all ${total} restaurants` : `Show all ${total} restaurants in ${city.name}`}
    </Button>
  );
}
