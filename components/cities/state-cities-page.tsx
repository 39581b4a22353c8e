import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { PaginationNav } from "@/components/site/pagination-nav";
import { citiesInState } from "@/lib/cities/city-lists";
import { STATE_PAGE_CITIES } from "@/lib/cities/constants";
import { stateName } from "@/lib/cities/states";
import { breadcrumbList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCount, pageItems, pagedTitle, pagePath } from "@/lib/site/pagination";
import { cityOverviewPath, PATHS, stateCitiesPath } from "@/lib/pages/paths";

export async function stateCitiesMetadata(state: string, page: number): Promise<Metadata> {
  const name = stateName(state);
  if (!name) return {};
  return pageMetadata({
    title: pagedTitle(`Healthy Restaurants in ${name} by City`, page),
    description: `Every city in ${name} where we know restaurant locations, with high-protein meals and the macros of every meal.`,
    path: pagePath(stateCitiesPath(state), page),
  });
}

/**
 * Every city of one state, by name, each with how many restaurant locations it has: plain links in columns (no
 * client link per city), STATE_PAGE_CITIES to a page, since a state may have a thousand cities.
 */
export async function StateCitiesPage({ state, page }: { state: string; page: number }) {
  const name = stateName(state);
  if (!name) notFound();
  const all = await citiesInState(state);
  const pages = pageCount(all.length, STATE_PAGE_CITIES);
  if (page > pages) notFound();
  const cities = pageItems(all, page, STATE_PAGE_CITIES);
  const path = stateCitiesPath(state);
  const crumbs = [
    { name: "Cities", path: PATHS.cities },
    { name: pagedTitle(name, page), path: pagePath(path, page) },
  ];
  const range = cities.length > 0 ? `${cities[0]!.name} to ${cities.at(-1)!.name}` : "No cities";
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb crumbs={crumbs} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {pagedTitle(`Healthy Restaurants in ${name} by City`, page)}
        </h1>
        <p className="text-muted-foreground">
          {all.length.toLocaleString("en-US")} {all.length === 1 ? "city" : "cities"} in {name}
          {pages > 1 ? `; this page: ${range}` : ""}.
        </p>
      </header>
      <PaginationNav
        page={page}
        count={pages}
        href={(n) => pagePath(path, n)}
        label={`Pages of ${name} cities`}
      />
      {/* The links' look is set once on the list: a state's page has hundreds of them. */}
      <ul className="columns-2 gap-6 text-sm sm:columns-3 lg:columns-4 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:break-inside-avoid [&_li]:py-0.5 [&_span]:text-muted-foreground">
        {cities.map((city) => (
          <li key={city.id}>
            <a href={cityOverviewPath(city.id)}>
              {city.name}, {city.state}
            </a>{" "}
            <span>({city.location_count})</span>
          </li>
        ))}
      </ul>
      <PaginationNav
        page={page}
        count={pages}
        href={(n) => pagePath(path, n)}
        label={`Pages of ${name} cities, again`}
      />
      <JsonLd data={breadcrumbList(crumbs)} />
    </div>
  );
}
