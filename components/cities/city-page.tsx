import { CityHero } from "@/components/cities/city-hero";
import { CityOverview } from "@/components/cities/city-overview";
import { CityResultsSection } from "@/components/cities/city-results-section";
import { LeanerOptions } from "@/components/cities/leaner-options";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { cityOrNotFound, type CityParams } from "@/lib/cities/city-page";
import { CITY_PAGES, cityPageCrumbs, cityPageTitle } from "@/lib/cities/city-pages";
import { loadList } from "@/lib/cities/load-list";
import { cityPagePath, type CityPageKind } from "@/lib/pages/paths";

/**
 * A city page of any of the four kinds, from its row of lib/cities/city-pages.ts: the city (404 for an unknown
 * id), the page's list (a failed read shows the page's notice), the breadcrumb, the hero and the results.
 */
export async function CityPage({ kind, params }: CityParams & { kind: CityPageKind }) {
  const row = CITY_PAGES[kind];
  const city = await cityOrNotFound(params);
  const { sort } = await params;
  const { items: restaurants, failed } = await loadList(row.query(city.id), `${row.list} for ${city.id}`);
  const title = cityPageTitle(kind, city);
  const crumbs = cityPageCrumbs(kind, city);
  const path = cityPagePath(kind, city.id);
  if (row.layout === "overview") {
    return (
      <CityOverview
        city={city}
        title={title}
        crumbs={crumbs}
        path={path}
        listed={restaurants}
        failed={failed}
        errorMessage={row.errorMessage(city)}
        sort={sort}
      />
    );
  }
  const breadcrumb = <PageBreadcrumb crumbs={crumbs} />;
  const hero = (
    <CityHero city={city} title={title} badge={row.badge}>
      <p>{row.intro(city)}</p>
    </CityHero>
  );
  const results = (
    <CityResultsSection
      kind={kind}
      cityId={city.id}
      cityName={city.name}
      listName={title}
      heading={row.heading}
      orderLabel={row.orderLabel}
      restaurants={restaurants}
      failed={failed}
      errorMessage={row.errorMessage(city)}
      path={path}
      sort={sort}
      emptyText={row.emptyText(city)}
      // The lean page's rule is fat or sugar: each meal says which one it keeps under.
      leanNotes={kind === "lean-high-protein-breakfast"}
    />
  );
  // Two frames rather than a notice that may be null: a page without the notice has no empty child at all.
  return row.leanerPage ? (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      {breadcrumb}
      {hero}
      <LeanerOptions href={cityPagePath(row.leanerPage, city.id)} />
      {results}
    </div>
  ) : (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      {breadcrumb}
      {hero}
      {results}
    </div>
  );
}
