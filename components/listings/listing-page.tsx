import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyResults } from "@/components/cities/empty-results";
import { LoadError } from "@/components/cities/load-error";
import { BrandList } from "@/components/listings/brand-list";
import { SortLinks } from "@/components/nutrition/sort-links";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { PaginationNav } from "@/components/site/pagination-nav";
import { loadList } from "@/lib/cities/load-list";
import { listBrandsByRule } from "@/lib/listings/queries";
import {
  LISTING_BRAND_LIMIT,
  LISTING_PAGE_BRANDS,
  LISTING_PATHS,
  LISTINGS,
  isListingPath,
} from "@/lib/listings/rules";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { restaurantItemList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { laterPages, pageCount, pageItems, pagedTitle, pagePath } from "@/lib/site/pagination";
import { brandNutritionPath, listingPath, PATHS } from "@/lib/pages/paths";

/** `sort`: the protein-per-calorie variant (…/protein-per-calorie); `page`: from 1. */
export type ListingPageProps = { listing: string; sort: MealSort; page: number };

/** Every listing's later pages, as many as a full listing has: one beyond today's are not found. */
export const listingLaterPageParams = () =>
  LISTING_PATHS.flatMap((listing) =>
    laterPages(LISTING_BRAND_LIMIT, LISTING_PAGE_BRANDS).map((page) => ({ listing, page: String(page) })),
  );

export async function listingMetadata({ listing, page }: ListingPageProps): Promise<Metadata> {
  if (!isListingPath(listing)) return {};
  const { title, rule_text } = LISTINGS[listing];
  return pageMetadata({
    title: pagedTitle(title, page),
    description: `${rule_text} Protein, carbs, fat, sugar and calories for every meal, across every city we cover.`,
    path: pagePath(listingPath(listing), page),
  });
}

/** A listing's restaurants with their best meals, LISTING_PAGE_BRANDS to a page. */
export async function ListingPage({ listing, sort, page }: ListingPageProps) {
  if (!isListingPath(listing)) notFound();
  const { title, rule, rule_text } = LISTINGS[listing];
  const { items: all, failed } = await loadList(listBrandsByRule(rule, 3, sort), `the ${listing} listing`);
  const pages = pageCount(all.length, LISTING_PAGE_BRANDS);
  if (page > pages) notFound();
  const brands = pageItems(all, page, LISTING_PAGE_BRANDS);
  const path = listingPath(listing);
  const here = pagePath(path, page);
  const first = (page - 1) * LISTING_PAGE_BRANDS + 1;
  const href = (n: number) =>
    sort === PROTEIN_PER_CALORIE ? `${pagePath(path, n)}?sort=${PROTEIN_PER_CALORIE}` : pagePath(path, n);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Restaurants", path: PATHS.nutritionFacts },
          { name: pagedTitle(title, page), path: here },
        ]}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{pagedTitle(title, page)}</h1>
        <p className="text-muted-foreground">
          {rule_text} {all.length === LISTING_BRAND_LIMIT ? "The first " : ""}
          {all.length} restaurant{all.length === 1 ? "" : "s"},{" "}
          {sort === PROTEIN_PER_CALORIE ? "most protein per calorie first" : "best protein first"}, with their
          top meals
          {pages > 1 ? `; this page has ${first} to ${first + brands.length - 1}` : ""}.
        </p>
        {brands.length > 0 ? <SortLinks path={here} sort={sort} label="Most protein" /> : null}
      </header>
      {failed ? (
        <LoadError message={`Could not load ${title.toLowerCase()}. Please try again later.`} />
      ) : brands.length === 0 ? (
        <EmptyResults text="No restaurants match this rule yet." />
      ) : (
        <BrandList brands={brands} />
      )}
      <PaginationNav page={page} count={pages} href={href} label={`Pages of ${title}`} />
      <JsonLd
        data={restaurantItemList(
          pagedTitle(title, page),
          brands.map((b) => ({ name: b.name, path: brandNutritionPath(b.slug) })),
          first,
        )}
      />
    </div>
  );
}
