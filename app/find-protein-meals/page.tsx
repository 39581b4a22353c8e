import type { Metadata } from "next";
import { Suspense } from "react";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { JsonLd } from "@/components/seo/json-ld";
import { webPage } from "@/lib/seo/json-ld";
import { FinderSearch } from "@/components/finder/finder-search";
import { FinderPrompt, ProteinResults } from "@/components/finder/protein-results";
import { FINDER_CITY_MAX_LENGTH } from "@/lib/finder/constants";
import { singleParam } from "@/lib/http/input";
import { HIGH_PROTEIN_PAGE_MIN_G } from "@/lib/nutrition/thresholds";
import { listHighProteinRestaurants } from "@/lib/restaurants/queries";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: "High-Protein Meal Finder",
  description: `Find restaurant meals with over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein in your city, with carbs, fat, sugar and calories for each.`,
  alternates: { canonical: PATHS.finder },
};

type Props = { searchParams: Promise<{ city?: string | string[] }> };

export default async function FindProteinMealsPage({ searchParams }: Props) {
  const raw = (await searchParams).city;
  // A repeated or unclean ?city= is answered 400 by the request guard (proxy.ts); this is the second line.
  const city = (singleParam(raw, 10_000) ?? "").trim().slice(0, FINDER_CITY_MAX_LENGTH);
  // A visitor's text: read past the catalogue cache, which keeps only what the site itself asks for.
  const restaurants = city ? await listHighProteinRestaurants.uncached(city) : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Find High-Protein Meals</h1>
        <p className="text-muted-foreground">
          Restaurant meals with over {HIGH_PROTEIN_PAGE_MIN_G} g of protein, best first, in the city you
          choose.
        </p>
      </header>
      <FinderSearch initialCity={city}>
        {restaurants ? <ProteinResults city={city} restaurants={restaurants} /> : <FinderPrompt />}
      </FinderSearch>
      {/* The results' View Meals opens the restaurant dialog over this page (?restaurant=). */}
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
      <JsonLd
        data={webPage({
          name: "Find High-Protein Meals",
          description: `Restaurant meals with over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein in the city you choose.`,
          path: PATHS.finder,
        })}
      />
    </div>
  );
}
