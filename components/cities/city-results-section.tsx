import { Link } from "@/components/site/link";
import { Suspense } from "react";
import { RotateCcw } from "lucide-react";
import { EmptyResults } from "@/components/cities/empty-results";
import { LoadError } from "@/components/cities/load-error";
import { RestaurantResults } from "@/components/cities/restaurant-results";
import { SortLinks } from "@/components/nutrition/sort-links";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { restaurantNutritionPath } from "@/lib/pages/paths";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortRestaurantsByProteinDensity } from "@/lib/nutrition/protein-density";
import type { Restaurant } from "@/lib/restaurants/schema";
import { restaurantItemList } from "@/lib/seo/json-ld";
import { type CityPageKind, cityOverviewPath } from "@/lib/pages/paths";

/**
 * The results part of a focused city page: a count heading, Reset back to the city, then the error notice, the
 * empty state or the restaurants, and their ItemList JSON-LD. Their links open the restaurant dialog, which
 * loads the restaurant's full menu (the list holds only the meals that passed the page's rule). `sort`: the
 * page's protein-per-calorie variant (`path` is the page's address, for the sort links).
 */
export function CityResultsSection({
  kind,
  cityId,
  cityName,
  listName,
  heading,
  orderLabel,
  restaurants,
  failed,
  errorMessage,
  emptyText,
  path,
  sort = "default",
  leanNotes,
}: {
  /** The page's kind: its list's other restaurants load from it. */
  kind: CityPageKind;
  cityId: string;
  /** The city's name, for "{n} locations in {city}". */
  cityName: string;
  listName: string;
  heading: string;
  /** The list's own order, as the sort control names it. */
  orderLabel: string;
  restaurants: Restaurant[];
  failed: boolean;
  errorMessage: string;
  emptyText: string;
  path: string;
  sort?: MealSort;
  /** The lean page: a line under each meal says which limit it keeps under. */
  leanNotes?: boolean;
}) {
  const shown = sort === PROTEIN_PER_CALORIE ? sortRestaurantsByProteinDensity(restaurants) : restaurants;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">
          {restaurants.length} restaurant{restaurants.length === 1 ? "" : "s"} {heading}
        </h2>
        <Button asChild variant="outline">
          <Link href={cityOverviewPath(cityId)}>
            <RotateCcw aria-hidden /> Reset
          </Link>
        </Button>
      </div>
      {restaurants.length > 0 ? <SortLinks path={path} sort={sort} label={orderLabel} /> : null}
      {failed ? (
        <LoadError message={errorMessage} />
      ) : restaurants.length === 0 ? (
        <EmptyResults text={emptyText} />
      ) : (
        <RestaurantResults
          restaurants={shown}
          where={`in ${cityName}`}
          area={{ city: cityId }}
          sort={sort}
          more={{ cityId, cityName, kind }}
          leanNotes={leanNotes}
        />
      )}
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
      <JsonLd
        data={restaurantItemList(
          listName,
          shown.map((r) => ({
            name: r.name,
            path: restaurantNutritionPath(r.name),
            address: r.address,
          })),
        )}
      />
    </>
  );
}
