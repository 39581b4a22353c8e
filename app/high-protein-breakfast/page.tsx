import type { Metadata } from "next";
import { CityLinkGrid } from "@/components/cities/city-link-grid";
import { Egg } from "lucide-react";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { largestCities } from "@/lib/cities/city-lists";
import { BREAKFAST_PROTEIN_MIN_G } from "@/lib/nutrition/thresholds";
import { pageMetadata } from "@/lib/seo/metadata";
import { cityPagePath, PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = pageMetadata({
  title: "High Protein Breakfast by City",
  description: `Choose a city to find breakfast meals with over ${BREAKFAST_PROTEIN_MIN_G}g of protein at its restaurants.`,
  path: PATHS.breakfastCities,
});

/** The meal-type landing's breakfast link lands here: pick a city for its high-protein breakfast page. */
export default async function HighProteinBreakfastCitiesPage() {
  const cities = await largestCities();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Cities", path: PATHS.cities },
          { name: "High Protein Breakfast", path: PATHS.breakfastCities },
        ]}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">High Protein Breakfast by City</h1>
        <p className="text-muted-foreground">
          Breakfast meals with over {BREAKFAST_PROTEIN_MIN_G}g of protein. Pick your city:
        </p>
      </header>
      <CityLinkGrid
        cities={cities}
        href={(city) => cityPagePath("high-protein-breakfast", city.id)}
        icon={<Egg aria-hidden className="size-5 shrink-0 text-primary" />}
        label={(city) => (
          <span className="font-medium">
            High Protein Breakfast in {city.name}, {city.state}
          </span>
        )}
      />
    </div>
  );
}
