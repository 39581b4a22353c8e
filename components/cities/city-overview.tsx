import { Link } from "@/components/site/link";
import { Suspense } from "react";
import { ArrowLeft } from "lucide-react";
import { CityHero } from "@/components/cities/city-hero";
import { CityMoreCards } from "@/components/cities/city-more-cards";
import { CityPageLinks } from "@/components/cities/city-page-links";
import { CityRestaurantList } from "@/components/cities/city-restaurant-list";
import { HighProteinLowCalorie } from "@/components/cities/high-protein-low-calorie";
import { LoadError } from "@/components/cities/load-error";
import { SortLinks } from "@/components/nutrition/sort-links";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { Empty, EmptyDescription, EmptyTitle } from "@/components/ui/empty";
import { cityLabel } from "@/lib/cities/label";
import type { City } from "@/lib/cities/schema";
import type { Crumb } from "@/lib/seo/json-ld";
import { PATHS, restaurantNutritionPath } from "@/lib/pages/paths";
import { highProteinLowCalorieMeals } from "@/lib/nutrition/city-meals";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortByProteinDensity, sortRestaurantsByProteinDensity } from "@/lib/nutrition/protein-density";
import type { Restaurant } from "@/lib/restaurants/schema";
import { restaurantItemList } from "@/lib/seo/json-ld";

/** How many meals the high-protein low-calorie section shows. */
const SECTION_MEALS = 6;

/**
 * The city overview (docs/product.md#city-overview): Back to the cities, the city's description, its other pages,
 * the high-protein low-calorie meals and every restaurant. `sort`: the page's protein-per-calorie variant.
 */
export function CityOverview({
  city,
  title,
  crumbs,
  path,
  listed,
  failed,
  errorMessage,
  sort,
}: {
  city: City;
  title: string;
  crumbs: Crumb[];
  path: string;
  listed: Restaurant[];
  failed: boolean;
  errorMessage: string;
  sort?: MealSort;
}) {
  const byDensity = sort === PROTEIN_PER_CALORIE;
  // In protein-per-calorie order, restaurants come by their best meal's protein per 100 kcal.
  const restaurants = byDensity ? sortRestaurantsByProteinDensity(listed) : listed;
  const sectionMeals = highProteinLowCalorieMeals(restaurants);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageBreadcrumb crumbs={crumbs} />
        <Button asChild variant="ghost" size="sm">
          <Link href={PATHS.cities}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
      </div>
      <CityHero city={city} title={title}>
        {city.description ? <p>{city.description}</p> : null}
      </CityHero>
      <CityPageLinks city={city} />
      {restaurants.length > 0 ? (
        <SortLinks path={path} sort={sort ?? "default"} label="Most protein" />
      ) : null}
      <HighProteinLowCalorie
        meals={(byDensity ? sortByProteinDensity(sectionMeals) : sectionMeals).slice(0, SECTION_MEALS)}
        place={city.name}
      />
      <section aria-labelledby="all-restaurants" className="space-y-4">
        <h2 id="all-restaurants" className="text-2xl font-semibold">
          All Healthy Restaurants in {cityLabel(city)}
        </h2>
        {failed ? (
          <LoadError message={errorMessage} />
        ) : restaurants.length === 0 ? (
          <Empty>
            <EmptyTitle asChild>
              <h3>No restaurants in {city.name} yet</h3>
            </EmptyTitle>
            <EmptyDescription>
              No restaurants found in {city.name}. We are always expanding!{" "}
              <Link href={PATHS.request}>Suggest a restaurant</Link>
            </EmptyDescription>
          </Empty>
        ) : (
          <CityRestaurantList restaurants={restaurants} city={city} sort={sort} />
        )}
      </section>
      <CityMoreCards />
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
      <JsonLd
        data={restaurantItemList(
          title,
          restaurants.map((r) => ({
            name: r.name,
            path: restaurantNutritionPath(r.name),
            address: r.address,
          })),
        )}
      />
    </div>
  );
}
