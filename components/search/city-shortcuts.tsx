"use client";

import { History, TrendingUp } from "lucide-react";
import { useHomeSearch } from "@/components/search/home-search-provider";
import { Button } from "@/components/ui/button";
import type { CityOption } from "@/lib/cities/schema";
import { citySearchHref } from "@/lib/pages/paths";

function CityButtons({ cities, label }: { cities: CityOption[]; label: string }) {
  const { loading, selectCity } = useHomeSearch();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {cities.map((city) => (
        <li key={city.id}>
          {/* A link to the city's results first, which works before JavaScript runs; then a search in place. */}
          <Button variant="secondary" size="sm" asChild>
            <a
              href={citySearchHref(city.id)}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                if (!loading) void selectCity(city);
              }}
            >
              {city.name}, {city.state}
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The most searched cities, under the search box; reloaded after each city search. */
export function PopularCities() {
  const { popular } = useHomeSearch();
  if (popular.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
      <span className="flex items-center gap-1 font-medium">
        <TrendingUp aria-hidden className="size-4" /> Popular:
      </span>
      <CityButtons cities={popular} label="Popular cities" />
    </div>
  );
}

/**
 * The last 5 cities searched in this browser. Its height is reserved before hydration reads localStorage, so
 * nothing below it moves.
 */
export function RecentSearches() {
  const { recent } = useHomeSearch();
  return (
    <section aria-labelledby="recent-searches" className="min-h-24 space-y-3">
      <h2
        id="recent-searches"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl"
      >
        <History aria-hidden className="size-6 text-primary" />
        Recent Searches
      </h2>
      {recent === null ? null : recent.length === 0 ? (
        <p className="text-muted-foreground">Cities you search for will appear here.</p>
      ) : (
        <CityButtons cities={recent} label="Recent searches" />
      )}
    </section>
  );
}
