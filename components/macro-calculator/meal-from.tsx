import { fullAddress } from "@/lib/restaurants/links";
import type { MealMatches } from "@/lib/restaurants/schema";

/** Where a matched meal is from: its restaurant, and the place's address and distance when the search had one. */
export function MealFrom({ meal }: { meal: MealMatches["meals"][number] }) {
  return (
    <p className="text-sm text-muted-foreground">
      {meal.restaurant ? `From: ${meal.restaurant.name}` : "Restaurant details unavailable"}
      {meal.restaurant?.address ? (
        <span className="block text-xs">
          {fullAddress({ state: null, ...meal.restaurant })}
          {typeof meal.distance_miles === "number" ? ` · ${meal.distance_miles} mi` : null}
        </span>
      ) : null}
    </p>
  );
}
