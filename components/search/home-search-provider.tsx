"use client";

import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { logCitySearchAction } from "@/lib/cities/actions";
import type { CityOption, PopularCity } from "@/lib/cities/schema";
import type { Restaurant } from "@/lib/restaurants/schema";
import { useLoad } from "@/hooks/use-load";
import { RECENT_SEARCHES_STORAGE_KEY } from "@/lib/search/constants";
import { isZipCode } from "@/lib/search/zip-code";
import { addRecentSearch, parseRecentSearches, serializeRecentSearches } from "@/lib/search/recent-searches";
import {
  citySearchAnswer,
  EMPTY_SEARCH,
  type HomeSearchAnswer,
  noCityRestaurants,
  type SearchNotice,
  typedSearchAnswer,
} from "@/lib/search/home-search";
import { PATHS } from "@/lib/pages/paths";
import { API_PATHS } from "@/lib/pages/api-paths";

/**
 * Results shown: a ZIP search's pages so far, or a city's restaurants (the search page shows them a page at a
 * time), and the number of the next page when there is one.
 */
export type SearchResults = {
  title: string;
  restaurants: Restaurant[];
  query: string;
  /** The city the results are in; null for a ZIP code's. */
  city: CityOption | null;
  nextPage: number | null;
  /** Set once "Show more" added a page: how many restaurants are listed now, for screen readers. */
  added?: boolean;
};

/**
 * A search the server already answered (the search page): its text, its results or its message, and the page's
 * own query (`q=…` or `city=…`), which links on the page keep.
 */
export type InitialSearch = { query: string; answer: HomeSearchAnswer; pageQuery: string };

const showNotice = ({ title, description, tone }: SearchNotice) =>
  tone === "error" ? toast.error(title, { description }) : toast(title, { description });

type HomeSearch = {
  query: string;
  setQuery: (text: string) => void;
  loading: boolean;
  results: SearchResults | null;
  /** A message the server wrote in the page in place of results (no toast before JavaScript runs). */
  notice: SearchNotice | null;
  /** null until read from localStorage after hydration. */
  recent: CityOption[] | null;
  popular: PopularCity[];
  selectCity: (city: Partial<CityOption>) => Promise<void>;
  submit: (text: string) => Promise<void>;
  newSearch: () => void;
  /** Adds a ZIP search's next page of restaurants to the results. */
  showMore: () => Promise<void>;
  loadingMore: boolean;
  /** The search page's own query, kept by the restaurant dialog's links; empty on the home page. */
  pageQuery: string;
  /** How many times New Search asked for fresh suggested restaurants. */
  suggestionsRequest: number;
};

const HomeSearchContext = createContext<HomeSearch | null>(null);

export function useHomeSearch() {
  const value = useContext(HomeSearchContext);
  if (!value) throw new Error("useHomeSearch must be used within a HomeSearchProvider");
  return value;
}

/**
 * Holds the home search state shared by the search form, the results and the recent searches. `initial`: a search
 * the server answered (the search page, where the form lands before JavaScript runs), shown in its HTML.
 */
export function HomeSearchProvider({
  popular: initialPopular,
  initial,
  children,
}: {
  popular: PopularCity[];
  initial?: InitialSearch;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const initialAnswer = initial?.answer;
  const [query, setQuery] = useState(initial?.query ?? "");
  // One load of results at a time: a later search drops the answer of the one before.
  const { load: loadResults, loading } = useLoad();
  const { load: loadMore, loading: loadingMore } = useLoad();
  const { load: loadPopular } = useLoad();
  const [results, setResults] = useState<SearchResults | null>(
    initialAnswer?.kind === "results" ? initialAnswer : null,
  );
  const [notice, setNotice] = useState(initialAnswer?.kind === "notice" ? initialAnswer.notice : null);
  const [recent, setRecent] = useState<CityOption[] | null>(null);
  const [popular, setPopular] = useState(initialPopular);
  const [suggestionsRequest, setSuggestionsRequest] = useState(0);

  useEffect(() => {
    // localStorage exists only in the browser: read it once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRecent(parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)));
  }, []);

  const remember = useCallback(
    async (city: CityOption) => {
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
      const popularNow = await loadPopular(API_PATHS.popularCities, "Error fetching popular cities");
      if (popularNow) setPopular(popularNow);
    },
    [loadPopular],
  );

  // The search page's city goes into the recent searches and the search log, as a city chosen here would; the
  // recent searches live in localStorage, which only exists once hydrated, so this runs here on purpose.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initialAnswer?.kind === "results" && initialAnswer.city) void remember(initialAnswer.city);
    // Once, for the answer the page came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selectCity = useCallback(
    async (city: Partial<CityOption>) => {
      if (!city.id || !city.name || !city.state) {
        toast.error("Invalid city selection", { description: "Please select a valid city." });
        return;
      }
      const chosen = { id: city.id, name: city.name, state: city.state };
      setQuery(chosen.name);
      setNotice(null);
      // The id, not the name: two cities may share a name (Portland OR and ME).
      const found = await loadResults(
        API_PATHS.searchByCity(chosen.id),
        "Error fetching restaurants",
        `Could not load restaurants for ${chosen.name}.`,
      );
      if (!found) return;
      const answer = citySearchAnswer(chosen, found.restaurants);
      setResults(answer.kind === "results" ? answer : null);
      if (found.restaurants.length === 0) showNotice(noCityRestaurants(chosen.name));
      void remember(chosen);
    },
    [remember, loadResults],
  );

  const submit = useCallback(
    async (text: string) => {
      const term = text.trim();
      setNotice(null);
      if (!term) {
        showNotice(EMPTY_SEARCH);
        return;
      }
      const found = await loadResults(
        API_PATHS.searchByText(term),
        "Search Error",
        "Could not find results for that search.",
      );
      if (!found) return;
      const answer = typedSearchAnswer(term, found);
      if (answer.kind === "notice") {
        showNotice(answer.notice);
        return;
      }
      setResults(answer);
      setQuery(answer.query);
      if (answer.city) void remember(answer.city);
    },
    [remember, loadResults],
  );

  const showMore = useCallback(async () => {
    if (!results?.nextPage) return;
    const { query: term, nextPage, city } = results;
    // A ZIP code's next page comes from the database; a city's answer is one list, of which the search page
    // showed a page: the rest comes with the whole list (those shown are skipped below).
    const byCity = city !== null && !isZipCode(term);
    const found = await loadMore(
      byCity ? API_PATHS.searchByCity(city.id) : API_PATHS.searchByText(term, nextPage),
      "Error fetching restaurants",
      "Could not load more restaurants. Please try again.",
    );
    if (!found) return;
    setResults((current) => {
      // Another search may have replaced the results meanwhile.
      if (!current || current.query !== term || current.nextPage !== nextPage) return current;
      const shown = new Set(current.restaurants.map((restaurant) => restaurant.id));
      return {
        ...current,
        restaurants: [...current.restaurants, ...found.restaurants.filter((r) => !shown.has(r.id))],
        nextPage: !byCity && found.more ? nextPage + 1 : null,
        added: true,
      };
    });
  }, [results, loadMore]);

  // New Search: fresh random suggestions straight from the database, not the page's cached pick.
  const newSearch = useCallback(() => {
    // The search page has no suggestions of its own: New Search goes back to the home page.
    if (initial) {
      router.push(PATHS.home);
      return;
    }
    setResults(null);
    setNotice(null);
    setQuery("");
    setSuggestionsRequest((count) => count + 1);
  }, [initial, router]);

  // Not memoised: the provider renders again only when its own state changes (its parent is the server-rendered
  // page), and the value changes with it then.
  const value = {
    query,
    setQuery,
    loading,
    results,
    notice,
    recent,
    popular,
    selectCity,
    submit,
    newSearch,
    showMore,
    loadingMore,
    suggestionsRequest,
    pageQuery: initial?.pageQuery ?? "",
  };
  return <HomeSearchContext.Provider value={value}>{children}</HomeSearchContext.Provider>;
}
