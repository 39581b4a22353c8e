"use client";

import { Link } from "@/components/site/link";
import { Loader2 } from "lucide-react";
import { MealItem } from "@/components/cities/meal-item";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CITY_MEALS_TEXT, CITY_MODAL_MEALS, type CityMealsKind } from "@/lib/nutrition/city-meals";
import { useApi } from "@/hooks/use-api";
import { API_PATHS } from "@/lib/pages/api-paths";
import type { SitePath } from "@/lib/pages/paths";

export type CityMealsDialogProps = {
  restaurantId: string;
  restaurantName: string;
  kind: CityMealsKind;
  /** How many of the restaurant's meals pass the filter (shown on the button). */
  total: number;
  /** The restaurant's nutrition page, where every meal is listed. */
  href: SitePath;
};
/**
 * The city page's meal modal: fetches, when first opened, the first meals the button counts (a cached GET of the
 * one rule in SQL that also gave the button its number), with a link to the restaurant's nutrition page for the
 * rest.
 */
export function CityMealsDialogBody({
  restaurantId,
  restaurantName,
  kind,
  total,
  href,
  open,
  onOpenChange,
  returnFocus,
}: CityMealsDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: React.RefObject<HTMLButtonElement | null>;
}) {
  const { data: list, error } = useApi(open ? API_PATHS.cityButtonMeals(restaurantId, kind) : null);
  const meals = list ? list.meals.slice(0, CITY_MODAL_MEALS) : null;
  const all = list?.total ?? total;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[85dvh] gap-4 sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-lg">
            {CITY_MEALS_TEXT[kind].label} at {restaurantName}
          </DialogTitle>
          <DialogDescription>{CITY_MEALS_TEXT[kind].description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <Alert variant="destructive">Could not load the meals. Please try again later.</Alert>
        ) : meals === null ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" /> Loading meals…
          </p>
        ) : meals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No meals at this restaurant pass this filter yet.</p>
        ) : (
          <ul className="space-y-3">
            {meals.map((meal) => (
              <MealItem
                key={meal.id}
                meal={meal}
                href={href}
                className="space-y-1 border-b pb-2 last:border-b-0"
              />
            ))}
          </ul>
        )}
        {all > CITY_MODAL_MEALS ? (
          <Link href={href} className="text-sm font-medium text-primary underline">
            See all {all} meals with their nutrition facts
          </Link>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
