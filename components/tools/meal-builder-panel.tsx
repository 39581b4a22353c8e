import { LoadError } from "@/components/cities/load-error";
import { MealBuilder } from "@/components/meal-builder/meal-builder";
import type { RestaurantOption } from "@/lib/restaurants/schema";

/** The Meal Builder tab: the builder, and above it the notice when its restaurant list could not be read. */
export function MealBuilderPanel({
  restaurants,
  error,
}: {
  restaurants: RestaurantOption[];
  error?: string;
}) {
  return (
    <div className="space-y-4">
      {error ? <LoadError title="Error fetching restaurants" message={error} /> : null}
      <MealBuilder restaurants={restaurants} />
    </div>
  );
}
