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
import {
  LEAN_BREAKFAST_FAT_MAX_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
  LEAN_BREAKFAST_SUGAR_MAX_G,
} from "@/lib/nutrition/thresholds";
import { listLeanHighProteinBreakfastRestaurants } from "@/lib/restaurants/queries";
import { restaurantItemList } from "@/lib/seo/json-ld";
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
  const { items: restaurants, failed } = await loadList(
    listLeanHighProteinBreakfastRestaurants(city.name),
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">
          {restaurants.length} restaurant{restaurants.length === 1 ? "" : "s"} with lean high-protein
          breakfasts
        </h2>
        <Button asChild variant="outline">
          <Link href={`/healthy-restaurants/${city.id}`}>
            <RotateCcw aria-hidden /> Reset
          </Link>
        </Button>
      </div>
      {failed ? (
        <LoadError
          message={`Could not load lean high protein breakfast restaurants for ${city.name}. Please try again later.`}
        />
      ) : restaurants.length === 0 ? (
        <EmptyResults text={`No lean high-protein breakfasts listed in ${city.name} yet.`} />
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
