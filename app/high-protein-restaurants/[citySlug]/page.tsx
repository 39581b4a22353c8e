import type { Metadata } from "next";
import { CityHero } from "@/components/cities/city-hero";
import { CityResultsSection } from "@/components/cities/city-results-section";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { cityCrumbs, cityOrNotFound, cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { loadList } from "@/lib/cities/load-list";
import { getCity } from "@/lib/cities/queries";
import { HIGH_PROTEIN_PAGE_MIN_G } from "@/lib/nutrition/thresholds";
import { listHighProteinRestaurants } from "@/lib/restaurants/queries";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

export async function generateMetadata({ params }: CityParams): Promise<Metadata> {
  const city = await getCity((await params).citySlug);
  if (!city) return {};
  return pageMetadata({
    title: `High Protein Restaurants in ${city.name}, ${city.state}`,
    description: `Restaurants in ${city.name}, ${city.state} serving meals with over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein, with protein, carbs, fat, sugar and calories for each meal.`,
    path: `/high-protein-restaurants/${city.id}`,
    image: `/healthy-restaurants/${city.id}/opengraph-image`,
  });
}

export default async function HighProteinRestaurantsPage({ params }: CityParams) {
  const city = await cityOrNotFound(params);
  const { sort } = await params;
  const { items: restaurants, failed } = await loadList(
    listHighProteinRestaurants(city.id),
    `high protein restaurants for ${city.id}`,
  );
  const title = `High Protein Restaurants in ${city.name}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          ...cityCrumbs(city),
          { name: "High Protein Restaurants", path: `/high-protein-restaurants/${city.id}` },
        ]}
      />
      <CityHero city={city} title={title} badge="Fuel Your Gains">
        <p>
          Meals with over {HIGH_PROTEIN_PAGE_MIN_G} g of protein at restaurants in {city.name}, {city.state},
          best protein first.
        </p>
      </CityHero>
      <CityResultsSection
        cityId={city.id}
        listName={title}
        heading={`with meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein`}
        restaurants={restaurants}
        failed={failed}
        errorMessage={`Could not load high protein restaurants for ${city.name}. Please try again later.`}
        path={`/high-protein-restaurants/${city.id}`}
        sort={sort}
        emptyText={`No meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein listed in ${city.name} yet.`}
      />
    </div>
  );
}
