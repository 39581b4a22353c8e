import type { Metadata } from "next";
import Link from "next/link";
import { RotateCcw } from "lucide-react";
import { CityHero } from "@/components/cities/city-hero";
import { EmptyResults } from "@/components/cities/empty-results";
import { LoadError } from "@/components/cities/load-error";
import { RestaurantResults } from "@/components/cities/restaurant-results";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { cityCrumbs, cityOrNotFound, cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { loadList } from "@/lib/cities/load-list";
import { getCity } from "@/lib/cities/queries";
import { restaurantNutritionPath } from "@/lib/listings/slug";
import { HIGH_PROTEIN_PAGE_MIN_G } from "@/lib/nutrition/thresholds";
import { listHighProteinRestaurants } from "@/lib/restaurants/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { restaurantItemList } from "@/lib/seo/json-ld";

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
  const { items: restaurants, failed } = await loadList(
    listHighProteinRestaurants(city.name),
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">
          {restaurants.length} restaurant{restaurants.length === 1 ? "" : "s"} with meals over{" "}
          {HIGH_PROTEIN_PAGE_MIN_G} g of protein
        </h2>
        <Button asChild variant="outline">
          <Link href={`/healthy-restaurants/${city.id}`}>
            <RotateCcw aria-hidden /> Reset
          </Link>
        </Button>
      </div>
      {failed ? (
        <LoadError
          message={`Could not load high protein restaurants for ${city.name}. Please try again later.`}
        />
      ) : restaurants.length === 0 ? (
        <EmptyResults
          text={`No meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein listed in ${city.name} yet.`}
        />
      ) : (
        <RestaurantResults restaurants={restaurants} />
      )}
      <JsonLd
        data={restaurantItemList(
          title,
          restaurants.map((r) => ({
            name: r.name,
            path: restaurantNutritionPath(r.name),
            address: r.address,
          })),
        )}
      />
    </div>
  );
}
