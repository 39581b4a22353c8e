import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyResults } from "@/components/cities/empty-results";
import { LoadError } from "@/components/cities/load-error";
import { BrandList } from "@/components/listings/brand-list";
import { SortLinks } from "@/components/nutrition/sort-links";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { loadList } from "@/lib/cities/load-list";
import { listBrandsByRule } from "@/lib/listings/queries";
import { LISTING_BRAND_LIMIT, LISTING_PATHS, LISTINGS, isListingPath } from "@/lib/listings/rules";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { restaurantItemList } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { brandNutritionPath, listingPath, PATHS } from "@/lib/site/paths";

/** `sort` is set by the listing's protein-per-calorie variant (…/protein-per-calorie). */
type Props = { params: Promise<{ listing: string; sort?: MealSort }> };

// Only the listings of lib/listings/rules.ts exist; any other /restaurants/{x} is the not-found screen.
export const dynamicParams = false;

export function generateStaticParams() {
  return LISTING_PATHS.map((listing) => ({ listing }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { listing } = await params;
  if (!isListingPath(listing)) return {};
  const { title, rule_text } = LISTINGS[listing];
  return pageMetadata({
    title,
    description: `${rule_text} Protein, carbs, fat, sugar and calories for every meal, across every city we cover.`,
    path: listingPath(listing),
  });
}

export default async function ListingPage({ params }: Props) {
  const { listing, sort = "default" } = await params;
  if (!isListingPath(listing)) notFound();
  const { title, rule, rule_text } = LISTINGS[listing];
  const { items: brands, failed } = await loadList(listBrandsByRule(rule, 3, sort), `the ${listing} listing`);
  const path = listingPath(listing);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Restaurants", path: PATHS.nutritionFacts },
          { name: title, path },
        ]}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          {rule_text} {brands.length === LISTING_BRAND_LIMIT ? "The first " : ""}
          {brands.length} restaurant{brands.length === 1 ? "" : "s"},{" "}
          {sort === PROTEIN_PER_CALORIE ? "most protein per calorie first" : "best protein first"}, with their
          top meals.
        </p>
        {brands.length > 0 ? <SortLinks path={path} sort={sort} label="Most protein" /> : null}
      </header>
      {failed ? (
        <LoadError message={`Could not load ${title.toLowerCase()}. Please try again later.`} />
      ) : brands.length === 0 ? (
        <EmptyResults text="No restaurants match this rule yet." />
      ) : (
        <BrandList brands={brands} />
      )}
      <JsonLd
        data={restaurantItemList(
          title,
          brands.map((b) => ({ name: b.name, path: brandNutritionPath(b.slug) })),
        )}
      />
    </div>
  );
}
