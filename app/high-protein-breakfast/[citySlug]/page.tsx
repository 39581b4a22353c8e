import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { Leaf } from "lucide-react";
import { CityHero } from "@/components/cities/city-hero";
import { CityResultsSection } from "@/components/cities/city-results-section";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { cityCrumbs, cityOrNotFound, cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { loadList } from "@/lib/cities/load-list";
import { getCity } from "@/lib/cities/queries";
import { BREAKFAST_PROTEIN_MIN_G } from "@/lib/nutrition/thresholds";
import { listHighProteinBreakfastRestaurants } from "@/lib/restaurants/queries";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

export async function generateMetadata({ params }: CityParams): Promise<Metadata> {
  const city = await getCity((await params).citySlug);
  if (!city) return {};
  // The meta description is rewritten to mention the city (docs/product.md#breakfast-city-page).
  return pageMetadata({
    title: `High Protein Breakfast in ${city.name}, ${city.state}`,
    description: `Power up your morning in ${city.name}, ${city.state}: breakfast meals with over ${BREAKFAST_PROTEIN_MIN_G}g of protein, with carbs, fat, sugar and calories for each.`,
    path: `/high-protein-breakfast/${city.id}`,
    image: `/healthy-restaurants/${city.id}/opengraph-image`,
  });
}

export default async function HighProteinBreakfastPage({ params }: CityParams) {
  const city = await cityOrNotFound(params);
  const { sort } = await params;
  const { items: restaurants, failed } = await loadList(
    listHighProteinBreakfastRestaurants(city.id),
    `high protein breakfast restaurants for ${city.id}`,
  );
  const title = `High Protein Breakfast in ${city.name}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          ...cityCrumbs(city),
          { name: "High Protein Breakfast", path: `/high-protein-breakfast/${city.id}` },
        ]}
      />
      <CityHero city={city} title={title} badge="Power Up Your Morning">
        <p>
          Start the day strong: breakfast meals with over {BREAKFAST_PROTEIN_MIN_G}g of protein at restaurants
          in {city.name}, best protein first.
        </p>
      </CityHero>
      <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
        <p className="flex items-center gap-2 font-medium">
          <Leaf aria-hidden className="size-5 text-green-700" />
          Want leaner high-protein options?
        </p>
        <Button asChild className="bg-green-700 text-white hover:bg-green-800">
          <Link href={`/lean-high-protein-breakfast/${city.id}`}>View Lean Meals</Link>
        </Button>
      </aside>
      <CityResultsSection
        cityId={city.id}
        listName={title}
        heading={`serving breakfasts over ${BREAKFAST_PROTEIN_MIN_G}g of protein`}
        restaurants={restaurants}
        failed={failed}
        errorMessage={`Could not load high protein breakfast restaurants for ${city.name}. Please try again later.`}
        path={`/high-protein-breakfast/${city.id}`}
        sort={sort}
        emptyText={`No breakfasts over ${BREAKFAST_PROTEIN_MIN_G}g of protein listed in ${city.name} yet.`}
      />
    </div>
  );
}
