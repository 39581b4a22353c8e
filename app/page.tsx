import type { Metadata } from "next";
import { Suspense } from "react";
import { FeaturedMeals } from "@/components/home/featured-meals";
import { HelpUsGrow } from "@/components/home/help-us-grow";
import { Hero } from "@/components/home/hero";
import { LatestPosts } from "@/components/home/latest-posts";
import { QuickSuggestions } from "@/components/home/quick-suggestions";
import { SuggestionsSlot } from "@/components/home/suggestions-slot";
import { TopCities } from "@/components/home/top-cities";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { JsonLd } from "@/components/seo/json-ld";
import { RecentSearches } from "@/components/search/city-shortcuts";
import { HomeSearchProvider } from "@/components/search/home-search-provider";
import { SearchResultsSlot, WithoutResults } from "@/components/search/search-results-slot";
import { listBlogPosts } from "@/lib/blog/queries";
import { getCity, getPopularCities } from "@/lib/cities/queries";
import { getRandomRestaurants, listHighProteinLowCalorieMeals } from "@/lib/restaurants/queries";
import {
  BLOG_TEASER_COUNT,
  FEATURED_MEALS_COUNT,
  POPULAR_CITIES_COUNT,
  SUGGESTED_RESTAURANTS_COUNT,
} from "@/lib/search/constants";
import { TOP_CITY_IDS } from "@/lib/site/config";
import { READ_FAILED_MESSAGE, readOr } from "@/lib/site/page-read";
import { webSiteWithSearch } from "@/lib/seo/json-ld";
import { PATHS } from "@/lib/pages/paths";

// Suggestions are random: refresh them every few minutes rather than on every request.
export const revalidate = 300;

export const metadata: Metadata = { alternates: { canonical: PATHS.home } };

export default async function HomePage() {
  const [suggestions, featured, topCities, posts, popular] = await Promise.all([
    readOr(
      getRandomRestaurants(SUGGESTED_RESTAURANTS_COUNT).then((list) => ({ list, error: undefined })),
      { list: [], error: READ_FAILED_MESSAGE },
      "the suggested restaurants",
    ),
    listHighProteinLowCalorieMeals(FEATURED_MEALS_COUNT),
    Promise.all(TOP_CITY_IDS.map((id) => getCity(id))),
    listBlogPosts(BLOG_TEASER_COUNT),
    readOr(getPopularCities(POPULAR_CITIES_COUNT), [], "the popular cities"),
  ]);
  return (
    <HomeSearchProvider popular={popular}>
      <Hero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <SearchResultsSlot />
        <WhyChooseUs />
        <FeaturedMeals meals={featured} />
        <TopCities cities={topCities.filter((city) => city !== null)} />
        <WithoutResults>
          <SuggestionsSlot failed={suggestions.error !== undefined}>
            <QuickSuggestions restaurants={suggestions.list} error={suggestions.error} />
          </SuggestionsSlot>
        </WithoutResults>
        <RecentSearches />
        <HelpUsGrow />
        <LatestPosts posts={posts} />
      </div>
      <JsonLd data={webSiteWithSearch()} />
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
    </HomeSearchProvider>
  );
}
