import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { CityLinkGrid } from "@/components/cities/city-link-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { largestCities, listStates } from "@/lib/cities/city-lists";
import { stateName } from "@/lib/cities/states";
import { breadcrumbList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { readOr } from "@/lib/site/page-read";
import { cityOverviewPath, PATHS, stateCitiesPath } from "@/lib/pages/paths";

export const metadata: Metadata = pageMetadata({
  title: "Healthy Restaurants by City",
  description:
    "Browse every city we cover and find healthy, high-protein restaurant meals with protein, carbs, fat, sugar and calories.",
  path: PATHS.cities,
});

/**
 * The cities page: the largest cities by how many restaurant locations they have, then every state, each linking
 * to all of its cities (a page of every one of some 11,000 cities would be megabytes).
 */
export default async function CitiesPage() {
  // A failed cities read is only logged, and the lists stay empty (docs/product.md#logged-failures).
  const [cities, states] = await Promise.all([
    readOr(largestCities(), [], "the cities list"),
    readOr(listStates(), [], "the states list"),
  ]);
  const total = states.reduce((sum, s) => sum + s.cityCount, 0);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Healthy Restaurants by City</h1>
        <p className="text-muted-foreground">
          Pick a city to see its restaurants and the macros of every meal: {total.toLocaleString("en-US")}{" "}
          cities and counting. The largest come first; every city is listed under its state below.
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
      <section aria-labelledby="by-state" className="space-y-3">
        <h2 id="by-state" className="text-2xl font-semibold">
          Every city by state
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {states.map(({ state, cityCount }) => (
            <li key={state}>
              <Link href={stateCitiesPath(state)} className="text-primary underline underline-offset-2">
                {stateName(state) ?? state}
              </Link>{" "}
              <span className="text-sm text-muted-foreground">({cityCount})</span>
            </li>
          ))}
        </ul>
      </section>
      <JsonLd data={breadcrumbList([{ name: "Cities", path: PATHS.cities }])} />
    </div>
  );
}
