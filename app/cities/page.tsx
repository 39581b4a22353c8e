import type { Metadata } from "next";
import { CityLinkGrid } from "@/components/cities/city-link-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { listCities } from "@/lib/cities/queries";
import { breadcrumbList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { readOr } from "@/lib/site/page-read";
import { cityOverviewPath, PATHS } from "@/lib/site/paths";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: "Healthy Restaurants by City",
  description:
    "Browse every city we cover and find healthy, high-protein restaurant meals with protein, carbs, fat, sugar and calories.",
  path: PATHS.cities,
});

export default async function CitiesPage() {
  // A failed cities read is only logged, and the list stays empty (docs/product.md#logged-failures).
  const cities = await readOr(listCities(), [], "the cities list");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Healthy Restaurants by City</h1>
        <p className="text-muted-foreground">
          Pick a city to see its restaurants and the macros of every meal: {cities.length} cities and
          counting.
        </p>
      </header>
      <CityLinkGrid
        cities={cities}
        href={(city) => cityOverviewPath(city.id)}
        icon={<span aria-hidden className="icon icon-map-pin size-5 shrink-0 text-primary" />}
        label={(city) => (
          <span>
            <span className="block font-semibold">{city.name}</span>
            <span className="block text-sm text-muted-foreground">{city.state}</span>
          </span>
        )}
      />
      <JsonLd data={breadcrumbList([{ name: "Cities", path: PATHS.cities }])} />
    </div>
  );
}
