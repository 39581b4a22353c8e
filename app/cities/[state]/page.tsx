import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { citiesInState } from "@/lib/cities/city-lists";
import { STATE_NAMES, stateName } from "@/lib/cities/states";
import { breadcrumbList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { cityOverviewPath, PATHS, stateCitiesPath } from "@/lib/site/paths";

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

/**
 * Every city of one state, by name, each with how many restaurant locations it has: a plain list of plain links in
 * columns (no client link per city), since a state may have a thousand cities.
 */
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
      <ul className="columns-2 gap-6 text-sm sm:columns-3 lg:columns-4">
        {cities.map((city) => (
          <li key={city.id} className="break-inside-avoid py-0.5">
            <a href={cityOverviewPath(city.id)} className="text-primary underline underline-offset-2">
              {city.name}, {city.state}
            </a>{" "}
            <span className="text-muted-foreground">({city.location_count})</span>
          </li>
        ))}
      </ul>
      <JsonLd data={breadcrumbList(crumbs)} />
    </div>
  );
}
