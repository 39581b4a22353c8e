"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/toast";
import { logCitySearchAction } from "@/lib/cities/actions";
import type { CityOption, PopularCity } from "@/lib/cities/schema";
import type { Restaurant, SearchResult } from "@/lib/restaurants/schema";
import { getJson, toastApiError } from "@/lib/http/client";
import { RECENT_SEARCHES_STORAGE_KEY } from "@/lib/search/constants";
import { addRecentSearch, parseRecentSearches, serializeRecentSearches } from "@/lib/search/recent-searches";
import { isZipCode } from "@/lib/search/zip-code";
import { API_PATHS } from "@/lib/site/paths";

export type SearchResults = { title: string; restaurants: Restaurant[] };

type HomeSearch = {
  query: string;
  setQuery: (text: string) => void;
  loading: boolean;
  results: SearchResults | null;
  /** null until read from localStorage after hydration. */
  recent: CityOption[] | null;
  popular: PopularCity[];
  selectCity: (city: Partial<CityOption>) => Promise<void>;
  submit: (text: string) => Promise<void>;
  newSearch: () => void;
  /** How many times New Search asked for fresh suggested restaurants. */
  suggestionsRequest: number;
};

const HomeSearchContext = createContext<HomeSearch | null>(null);

export function useHomeSearch() {
  const value = useContext(HomeSearchContext);
  if (!value) throw new Error("useHomeSearch must be used within a HomeSearchProvider");
  return value;
}

/** Holds the home search state shared by the search form, the results and the recent searches. */
export function HomeSearchProvider({
  popular: initialPopular,
  children,
}: {
  popular: PopularCity[];
  children: React.ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<SearchResults | null>(null);
  const [recent, setRecent] = useState<CityOption[] | null>(null);
  const [popular, setPopular] = useState(initialPopular);
  const [suggestionsRequest, setSuggestionsRequest] = useState(0);

  useEffect(() => {
    // localStorage exists only in the browser: read it once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRecent(parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)));
  }, []);

  const remember = useCallback(async (city: CityOption) => {
    setRecent((list) => {
      const next = addRecentSearch(list ?? [], city);
      try {
        window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, serializeRecentSearches(next));
      } catch {
        // Storage full or disabled: the list still works for this visit.
      }
      return next;
    });
    const logged = await logCitySearchAction(city).catch(() => ({ ok: false }));
    if (!logged.ok) console.error(`Could not log the search for ${city.name}`);
    try {
      setPopular(await getJson<PopularCity[]>(API_PATHS.popularCities));
    } catch (error) {
      toastApiError(error, "Error fetching popular cities");
    }
  }, []);

  const selectCity = useCallback(
    async (city: Partial<CityOption>) => {
      if (!city.id || !city.name || !city.state) {
        toast.error("Invalid city selection", { description: "Please select a valid city." });
        return;
      }
      const chosen = { id: city.id, name: city.name, state: city.state };
      setQuery(chosen.name);
      setLoading(true);
      try {
        // The id, not the name: two cities may share a name (Portland OR and ME).
        const found = await getJson<SearchResult>(API_PATHS.searchByCity(chosen.id));
        setResults({ title: `Restaurants in ${chosen.name}`, restaurants: found.restaurants });
        if (found.restaurants.length === 0)
          toast(`No restaurants found in ${chosen.name}. We are always expanding!`);
        void remember(chosen);
      } catch (error) {
        toastApiError(error, "Error fetching restaurants", `Could not load restaurants for ${chosen.name}.`);
      } finally {
        setLoading(false);
      }
    },
    [remember],
  );

  const submit = useCallback(
    async (text: string) => {
      const term = text.trim();
      if (!term) {
        toast.error("Empty search", { description: "Please enter a city or zip code." });
        return;
      }
      setLoading(true);
      try {
        const found = await getJson<SearchResult>(API_PATHS.searchByText(term));
        if (found.restaurants.length === 0) {
          toast("No results", { description: `No restaurants found for "${term}".` });
          return;
        }
        if (isZipCode(term)) {
          setResults({ title: `Restaurants near ${term}`, restaurants: found.restaurants });
          return;
        }
        const first = found.restaurants[0]!;
        const place = found.label ?? first.city ?? term;
        setResults({ title: `Restaurants in ${place}`, restaurants: found.restaurants });
        setQuery(place);
        if (first.city_id && first.city && first.state) {
          void remember({ id: first.city_id, name: first.city, state: first.state });
        }
      } catch (error) {
        toastApiError(error, "Search Error", "Could not find results for that search.");
      } finally {
        setLoading(false);
      }
    },
    [remember],
  );

  // New Search: fresh random suggestions straight from the database, not the page's cached pick.
  const newSearch = useCallback(() => {
    setResults(null);
    setQuery("");
    setSuggestionsRequest((count) => count + 1);
  }, []);

  const value = useMemo(
    () => ({
      query,
      setQuery,
      loading,
      results,
      recent,
      popular,
      selectCity,
      submit,
      newSearch,
      suggestionsRequest,
    }),
    [query, loading, results, recent, popular, selectCity, submit, newSearch, suggestionsRequest],
  );
  return <HomeSearchContext.Provider value={value}>{children}</HomeSearchContext.Provider>;
}
