import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { HelpUsGrow } from "@/components/home/help-us-grow";
import { Hero } from "@/components/home/hero";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { RecentSearches } from "@/components/search/city-shortcuts";
import { HomeSearchProvider, type InitialSearch } from "@/components/search/home-search-provider";
import { SearchResults } from "@/components/search/search-results";
import { getCity, getPopularCities } from "@/lib/cities/queries";
import { singleParam } from "@/lib/http/input";
import { listCityRestaurants, searchRestaurants } from "@/lib/restaurants/queries";
import {
  HOME_SEARCH_CITY_PARAM,
  HOME_SEARCH_PAGE_PARAM,
  HOME_SEARCH_PARAM,
  POPULAR_CITIES_COUNT,
} from "@/lib/search/constants";
import {
  citySearchAnswer,
  cityReadError,
  EMPTY_SEARCH,
  SEARCH_ERROR,
  searchPageNumber,
  searchPageOf,
  typedSearchAnswer,
} from "@/lib/search/home-search";
import { isZipCode } from "@/lib/search/zip-code";
import { readOr } from "@/lib/site/page-read";
import { PATHS } from "@/lib/pages/paths";

// The home page stays static; its search form lands here, so a search works before (and without) JavaScript.
export const metadata: Metadata = {
  title: "Restaurant Search",
  alternates: { canonical: PATHS.home },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function answer(term: string, cityId: string, page: number): Promise<Omit<InitialSearch, "pageQuery">> {
  if (cityId) {
    const city = await readOr(getCity.uncached(cityId), null, "the searched city");
    if (city) {
      const restaurants = await readOr(listCityRestaurants(city.id), null, "the city's restaurants");
      if (!restaurants)
        return { query: city.name, answer: { kind: "notice", notice: cityReadError(city.name) } };
      return { query: city.name, answer: citySearchAnswer(city, restaurants) };
    }
  }
  if (!term) return { query: "", answer: { kind: "notice", notice: EMPTY_SEARCH } };
  // A ZIP code's pages come from the database; a city's answer is one list, paged here (searchPageOf).
  const zipPage = isZipCode(term) ? page : 1;
  const found = await readOr(searchRestaurants(term, zipPage), null, "the home search");
  if (!found) return { query: term, answer: { kind: "notice", notice: SEARCH_ERROR } };
  const result = typedSearchAnswer(term, found, zipPage);
  return { query: result.kind === "results" ? result.query : term, answer: result };
}

/** The home search's answer as a page of its own: the hero with its search box, then the results or a message. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  // A repeated or unclean parameter is answered 400 by the request guard (proxy.ts); this is the second line.
  const term = (singleParam(params[HOME_SEARCH_PARAM]) ?? "").trim();
  const cityId = (singleParam(params[HOME_SEARCH_CITY_PARAM]) ?? "").trim();
  // A page that is not a page number, or one past the answer's last, does not exist.
  const pageText = singleParam(params[HOME_SEARCH_PAGE_PARAM]);
  const page = pageText === undefined ? 1 : pageText === null ? null : searchPageNumber(pageText);
  if (page === null) notFound();
  const pageQuery = new URLSearchParams({
    ...(cityId ? { [HOME_SEARCH_CITY_PARAM]: cityId } : { [HOME_SEARCH_PARAM]: term }),
    ...(page > 1 ? { [HOME_SEARCH_PAGE_PARAM]: String(page) } : {}),
  }).toString();
  const [whole, popular] = await Promise.all([
    answer(term, cityId, page),
    readOr(getPopularCities(POPULAR_CITIES_COUNT), [], "the popular cities"),
  ]);
  const paged = searchPageOf(whole.answer, page, !cityId && isZipCode(term));
  if (!paged) notFound();
  const initial = { ...whole, answer: paged };
  return (
    <HomeSearchProvider popular={popular} initial={{ ...initial, pageQuery }}>
      <Hero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <SearchResults />
        <RecentSearches />
        <HelpUsGrow />
      </div>
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
    </HomeSearchProvider>
  );
}
