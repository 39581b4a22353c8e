import type { Metadata } from "next";
import { CityHero } from "@/components/cities/city-hero";
import { CityResultsSection } from "@/components/cities/city-results-section";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { cityCrumbs, cityOrNotFound, cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { loadList } from "@/lib/cities/load-list";
import { getCity } from "@/lib/cities/queries";
import {
  LEAN_BREAKFAST_FAT_MAX_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
  LEAN_BREAKFAST_SUGAR_MAX_G,
} from "@/lib/nutrition/thresholds";
import { listLeanHighProteinBreakfastRestaurants } from "@/lib/restaurants/queries";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

const RULE = `over ${LEAN_BREAKFAST_PROTEIN_MIN_G} g of protein with under ${LEAN_BREAKFAST_FAT_MAX_G} g of fat or under ${LEAN_BREAKFAST_SUGAR_MAX_G} g of sugar`;

export async function generateMetadata({ params }: CityParams): Promise<Metadata> {
  const city = await getCity((await params).citySlug);
  if (!city) return {};
  return pageMetadata({
    title: `Lean High Protein Breakfast in ${city.name}, ${city.state}`,
    description: `Lean breakfasts in ${city.name}, ${city.state}: ${RULE}, with carbs and calories for each meal.`,
    path: `/lean-high-protein-breakfast/${city.id}`,
    image: `/healthy-restaurants/${city.id}/opengraph-image`,
  });
}

export default async function LeanHighProteinBreakfastPage({ params }: CityParams) {
  const city = await cityOrNotFound(params);
  const { sort } = await params;
  const { items: restaurants, failed } = await loadList(
    listLeanHighProteinBreakfastRestaurants(city.id),
    `lean high protein breakfast restaurants for ${city.id}`,
  );
  const title = `Lean High Protein Breakfast in ${city.name}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          ...cityCrumbs(city),
          { name: "High Protein Breakfast", path: `/high-protein-breakfast/${city.id}` },
          { name: "Lean High Protein Breakfast", path: `/lean-high-protein-breakfast/${city.id}` },
        ]}
      />
      <CityHero city={city} title={title} badge="Lean Morning Fuel">
        <p>
          Breakfast meals in {city.name} with {RULE}, best protein first.
        </p>
      </CityHero>
      <CityResultsSection
        cityId={city.id}
        listName={title}
        heading="with lean high-protein breakfasts"
        restaurants={restaurants}
        failed={failed}
        errorMessage={`Could not load lean high protein breakfast restaurants for ${city.name}. Please try again later.`}
        path={`/lean-high-protein-breakfast/${city.id}`}
        sort={sort}
        emptyText={`No lean high-protein breakfasts listed in ${city.name} yet.`}
      />
    </div>
  );
}
