import type { ComponentProps } from "react";
import { Link } from "@/components/site/link";
import { MealMacros } from "@/components/cities/meal-macros";
import { MealDensity } from "@/components/nutrition/meal-density";
import type { Meal } from "@/lib/restaurants/schema";

/** One meal of a restaurant's list: its name as a link, then its macros and its protein per 100 kcal. */
export function MealLinkItem({
  meal,
  href,
  scroll,
  className,
}: {
  meal: Meal;
  href: ComponentProps<typeof Link>["href"];
  scroll?: boolean;
  className: string;
}) {
  return (
    <li className={className}>
      <Link href={href} scroll={scroll} className="text-sm font-medium hover:underline">
        {meal.name}
      </Link>
      <MealMacros meal={meal} />
      <MealDensity meal={meal} />
    </li>
  );
}
