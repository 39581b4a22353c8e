"use client";

import { lazy, Suspense, useEffect } from "react";
import { useHomeSearch } from "@/components/search/home-search-provider";

const loadResults = () => import("./search-results").then((module) => ({ default: module.SearchResults }));
const SearchResults = lazy(loadResults);

/**
 * The home page's search results. The page shows none until a search, so their code (the restaurant cards and
 * their locations) is not part of its first load: it is fetched when a search starts, alongside the answer.
 */
export function SearchResultsSlot() {
  const { results, notice, loading } = useHomeSearch();
  useEffect(() => {
    if (loading) void loadResults();
  }, [loading]);
  if (!results && !notice) return null;
  return (
    <Suspense fallback={null}>
      <SearchResults focusFirst />
    </Suspense>
  );
}

/** Shows its children (the suggestions) only while no search result is shown. */
export function WithoutResults({ children }: { children: React.ReactNode }) {
  const { results } = useHomeSearch();
  return results ? null : children;
}
