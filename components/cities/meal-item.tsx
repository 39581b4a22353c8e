import type { ComponentProps } from "react";
import { Link } from "@/components/site/link";
import { DialogLink } from "@/components/restaurants/dialog-link";
import { MealMacros } from "@/components/cities/meal-macros";
import { MealDensity } from "@/components/nutrition/meal-density";
import type { Meal } from "@/lib/restaurants/schema";

/**
 * One meal of a restaurant's list: its name (a link where there is one: to a page, or a restaurantDialogHref that
 * opens the dialog on this page), its macros and protein per 100 kcal.
 */
export function MealItem({
  meal,
  href,
  className,
  note,
}: {
  meal: Pick<Meal, "name"> &
    ComponentProps<typeof MealMacros>["meal"] &
    ComponentProps<typeof MealDensity>["meal"];
  href?: ComponentProps<typeof Link>["href"] | `?${string}`;
  className: string;
  /** Why the meal is on the page, under its macros (the lean page's fat or sugar limit). */
  note?: string | null;
}) {
  return (
    <li className={className}>
      {typeof href === "string" && href.startsWith("?") ? (
        <DialogLink href={href as `?${string}`} className="text-sm font-medium hover:underline">
          {meal.name}
        </DialogLink>
      ) : href ? (
        <Link href={href} className="text-sm font-medium hover:underline">
          {meal.name}
        </Link>
      ) : (
        <p className="text-sm font-medium">{meal.name}</p>
      )}
      <MealMacros meal={meal} />
      {note ? <p className="text-xs font-medium text-primary">{note}</p> : null}
      <MealDensity meal={meal} />
    </li>
  );
}
