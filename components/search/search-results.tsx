"use client";

import { useEffect, useRef } from "react";
import { Loader2, RotateCcw, SearchX } from "lucide-react";
import { useHomeSearch } from "@/components/search/home-search-provider";
import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Empty, EmptyDescription } from "@/components/ui/empty";
import { isZipCode } from "@/lib/search/zip-code";
import { citySearchHref, textSearchHref } from "@/lib/pages/paths";

/** The chosen city's (or ZIP's) restaurants, with New Search; nothing while no search is shown. */
export function SearchResults({ focusFirst = false }: { focusFirst?: boolean }) {
  const { results, notice, newSearch, pageQuery, showMore, loadingMore } = useHomeSearch();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer already shown: the page's own (which does not take the focus), or none when this list first
  // appears for a search made on the page (focusFirst).
  const shown = useRef(focusFirst ? null : results);

  useEffect(() => {
    // A new answer takes the focus; the one the page arrived with is where the page starts anyway, and a page
    // added by Show more leaves the focus on the button below what it added.
    if (results && results !== shown.current && !results.added) heading.current?.focus();
    shown.current = results;
  }, [results]);

  if (notice) {
    return (
      <Alert
        variant={notice.tone === "error" ? "destructive" : "default"}
        role={notice.tone === "error" ? "alert" : "status"}
      >
        <AlertTitle>{notice.title}</AlertTitle>
        {notice.description ? <AlertDescription>{notice.description}</AlertDescription> : null}
      </Alert>
    );
  }
  if (!results) return null;
  // A ZIP search's title names the ZIP: its restaurants' other locations are those around it.
  const zip = /^Restaurants near (\d{5})/.exec(results.title)?.[1];
  return (
    <section aria-labelledby="search-results" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="search-results"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none md:text-3xl"
        >
          {results.title}
        </h2>
        <Button variant="outline" onClick={newSearch}>
          <RotateCcw aria-hidden />
          New Search
        </Button>
      </div>
      {results.restaurants.length === 0 ? (
        <Empty>
          <SearchX aria-hidden className="size-10 text-muted-foreground" />
          <EmptyDescription>No restaurants were found. We are always expanding!</EmptyDescription>
        </Empty>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.restaurants.map((restaurant) => (
            <RestaurantCard
              key={restaurant.id}
              restaurant={restaurant}
              where={results.title.replace(/^Restaurants /, "")}
              area={zip ? { zip } : restaurant.city_id ? { city: restaurant.city_id } : undefined}
              pageQuery={pageQuery}
            />
          ))}
        </div>
      )}
      <p role="status" className="sr-only">
        {results.added ? `${results.restaurants.length} restaurants shown` : ""}
      </p>
      {results.nextPage ? (
        <div className="flex justify-center">
          {/* A link to the search page's next page; with JavaScript the page adds it below these instead. */}
          <Button asChild variant="outline" aria-disabled={loadingMore}>
            <a
              href={
                results.city && !isZipCode(results.query)
                  ? citySearchHref(results.city.id, results.nextPage)
                  : textSearchHref(results.query, results.nextPage)
              }
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                if (!loadingMore) void showMore();
              }}
            >
              {loadingMore ? <Loader2 aria-hidden className="animate-spin" /> : null}
              Show more restaurants
            </a>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
