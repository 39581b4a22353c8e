import type { Metadata } from "next";
import { Link } from "@/components/site/link";
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
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              href={cityOverviewPath(city.id)}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
            >
              <span aria-hidden className="icon icon-map-pin size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-semibold">{city.name}</span>
                <span className="block text-sm text-muted-foreground">{city.state}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <JsonLd data={breadcrumbList([{ name: "Cities", path: PATHS.cities }])} />
    </div>
  );
}
