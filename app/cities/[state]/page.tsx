import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityLinkGrid } from "@/components/cities/city-link-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { citiesInState } from "@/lib/cities/city-lists";
import { STATE_NAMES, stateName } from "@/lib/cities/states";
import { breadcrumbList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { cityOverviewPath, PATHS, stateCitiesPath } from "@/lib/site/paths";

export const revalidate = 3600;
// The states are a closed list: any other segment is not found, and nothing is rendered or kept for it.
export const dynamicParams = false;

type Props = { params: Promise<{ state: string }> };

export const generateStaticParams = () =>
  Object.keys(STATE_NAMES).map((code) => ({ state: code.toLowerCase() }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { state } = await params;
  const name = stateName(state);
  if (!name) return {};
  return pageMetadata({
    title: `Healthy Restaurants in ${name} by City`,
    description: `Every city in ${name} where we know restaurant locations, with high-protein meals and the macros of every meal.`,
    path: stateCitiesPath(state),
  });
}

/** Every city of one state, by name, each with how many restaurant locations it has. */
export default async function StateCitiesPage({ params }: Props) {
  const { state } = await params;
  const name = stateName(state);
  if (!name) notFound();
  const cities = await citiesInState(state);
  const crumbs = [
    { name: "Cities", path: PATHS.cities },
    { name, path: stateCitiesPath(state) },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb crumbs={crumbs} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Healthy Restaurants in {name} by City</h1>
        <p className="text-muted-foreground">
          {cities.length.toLocaleString("en-US")} {cities.length === 1 ? "city" : "cities"} in {name}.
        </p>
      </header>
      <CityLinkGrid
        cities={cities}
        href={(city) => cityOverviewPath(city.id)}
        icon={<span aria-hidden className="icon icon-map-pin size-5 shrink-0 text-primary" />}
        label={(city) => (
          <span>
            <span className="block font-semibold">
              {city.name}, {city.state}
            </span>
            <span className="block text-sm text-muted-foreground">
              {city.location_count} {city.location_count === 1 ? "location" : "locations"}
            </span>
          </span>
        )}
      />
      <JsonLd data={breadcrumbList(crumbs)} />
    </div>
  );
}
