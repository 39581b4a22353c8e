import { Link } from "@/components/site/link";
import { Beef } from "lucide-react";
import { Empty, EmptyDescription, EmptyTitle } from "@/components/ui/empty";
import { formatMacro } from "@/lib/nutrition/macro-value";
import { NutritionNote } from "@/components/nutrition/nutrition-label";
import { HIGH_PROTEIN_PAGE_MIN_G } from "@/lib/nutrition/thresholds";
import { proteinDensity, proteinDensityText } from "@/lib/nutrition/protein-density";
import type { Meal, Restaurant } from "@/lib/restaurants/schema";
import { requestTabPath, restaurantDialogHref } from "@/lib/pages/paths";
import { DialogLink } from "@/components/restaurants/dialog-link";
import { cityAndState } from "@/lib/restaurants/links";
import { RestaurantPlaces } from "@/components/restaurants/restaurant-places";

function MealLine({ meal }: { meal: Meal }) {
  const facts = [
    `${formatMacro(meal.protein, "g")} protein`,
    `${formatMacro(meal.carbs, "g")} carbs`,
    `${formatMacro(meal.fat, "g")} fat`,
    `${formatMacro(meal.sugar, "g")} sugar`,
    formatMacro(meal.calories, "kcal"),
    `protein per 100 kcal: ${proteinDensityText(proteinDensity(meal))}`,
  ];
  return (
    <li className="flex flex-col gap-0.5 border-t py-2 first:border-t-0">
      <span className="font-medium">{meal.name}</span>
      <span className="text-sm text-muted-foreground">{facts.join(" · ")}</span>
      <NutritionNote meal={meal} small />
    </li>
  );
}

/**
 * Under a restaurant's best meals, as on the focused city pages: how many more pass the rule, and its menu (the
 * restaurant dialog at the place listed) where they are.
 */
function MoreMeals({ restaurant, pageQuery }: { restaurant: Restaurant; pageQuery: string }) {
  const more = (restaurant.meal_total ?? restaurant.meals.length) - restaurant.meals.length;
  return (
    <>
      {more > 0 ? (
        <p className="xnote">
          and {more} more matching meal{more === 1 ? "" : "s"}
        </p>
      ) : null}
      <DialogLink
        href={restaurantDialogHref(restaurant.location_id ?? restaurant.id, null, undefined, pageQuery)}
        className="btn btn-outline btn-sm mt-2 inline-flex"
      >
        View Meals<span className="sr-only"> at {restaurant.name}</span>
      </DialogLink>
    </>
  );
}

/** The finder's answer for one city: its restaurants, each with only its high-protein meals. */
export function ProteinResults({ city, restaurants }: { city: string; restaurants: Restaurant[] }) {
  // The dialog opens over this page, which keeps its own query (?city=).
  const pageQuery = new URLSearchParams({ city }).toString();
  if (restaurants.length === 0) {
    return (
      <Empty>
        <EmptyTitle asChild>
          <h2>No high-protein meals found in {city}</h2>
        </EmptyTitle>
        <EmptyDescription>
          Check the spelling, try a nearby city, or{" "}
          <Link href={requestTabPath("city")}>suggest {city} to us</Link>.
        </EmptyDescription>
      </Empty>
    );
  }
  const mealCount = restaurants.reduce((sum, r) => sum + (r.meal_total ?? r.meals.length), 0);
  return (
    <section aria-labelledby="finder-results" className="space-y-4">
      <h2 id="finder-results" className="text-xl font-semibold">
        {mealCount} meal{mealCount === 1 ? "" : "s"} over {HIGH_PROTEIN_PAGE_MIN_G} g protein in{" "}
        {cityAndState(restaurants[0]!)}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <article className="h-full rounded-xl border bg-card p-4 shadow-sm">
              <h3 className="text-lg font-semibold">{restaurant.name}</h3>
              <RestaurantPlaces restaurant={restaurant} where={`in ${restaurant.city ?? city}`} />
              <ul className="mt-3" aria-label={`High-protein meals at ${restaurant.name}`}>
                {restaurant.meals.map((meal) => (
                  <MealLine key={meal.id} meal={meal} />
                ))}
              </ul>
              <MoreMeals restaurant={restaurant} pageQuery={pageQuery} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before any search: what the finder does. */
export function FinderPrompt() {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center">
      <Beef aria-hidden className="mx-auto size-8 text-primary" />
      <h2 className="mt-2 text-lg font-semibold">Which city are you eating in?</h2>
      <p className="mt-2 text-muted-foreground">
        Type a city to see its restaurants with meals of over {HIGH_PROTEIN_PAGE_MIN_G} g of protein.
      </p>
    </div>
  );
}
