import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { listBrands } from "@/lib/listings/queries";
import { LISTING_PATHS, LISTINGS } from "@/lib/listings/rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { brandNutritionPath, listingPath, PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = pageMetadata({
  title: "Restaurant Nutrition Facts",
  description:
    "Nutrition facts for every restaurant we cover: protein, carbs, fat, sugar and calories for each menu item, with lists of high-protein, lean and diet-friendly restaurants.",
  path: PATHS.nutritionFacts,
});

export default async function RestaurantNutritionFactsPage() {
  const brands = await listBrands();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <PageBreadcrumb crumbs={[{ name: "Restaurant Nutrition Facts", path: PATHS.nutritionFacts }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Restaurant Nutrition Facts</h1>
        <p className="max-w-3xl text-muted-foreground">
          Eating out does not have to break your macros. Every restaurant below lists its menu with protein,
          carbs, fat, sugar and calories, so you can pick a meal that fits before you order. Start with your
          city to see what is near you.
        </p>
        <Button asChild size="lg">
          <Link href={PATHS.cities}>Browse restaurants by city</Link>
        </Button>
      </header>
      <section aria-labelledby="lists" className="space-y-3">
        <h2 id="lists" className="text-2xl font-semibold">
          Restaurant lists
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {LISTING_PATHS.map((path) => (
            <li key={path}>
              <Link href={listingPath(path)} className="font-medium text-primary underline">
                {LISTINGS[path].title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="all" className="space-y-3">
        <h2 id="all" className="text-2xl font-semibold">
          All restaurants ({brands.length})
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <Link href={brandNutritionPath(brand.slug)} prefetch={false} className="underline">
                {brand.name} nutrition facts
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
