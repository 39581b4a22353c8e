"use client";

import Link from "next/link";
import { MealMacros, type MacroSummary } from "@/components/cities/meal-macros";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/**
 * A button opening a modal with a restaurant's meals that pass one filter. Meal rows link to the restaurant's
 * nutrition page (where the restaurant dialog will open the meal highlighted once it is merged).
 */
export function CityMealsDialog({
  label,
  title,
  description,
  meals,
  total,
  href,
}: {
  label: string;
  title: string;
  description: string;
  meals: MacroSummary[];
  total: number;
  href: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label} ({total})
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {meals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No meals at this restaurant pass this filter yet.</p>
        ) : (
          <ul className="space-y-3">
            {meals.map((meal) => (
              <li key={meal.id} className="space-y-1 border-b pb-2 last:border-b-0">
                <Link href={href} className="text-sm font-medium hover:underline">
                  {meal.name}
                </Link>
                <MealMacros meal={meal} />
              </li>
            ))}
          </ul>
        )}
        {total > meals.length ? (
          <Link href={href} className="text-sm font-medium text-primary underline">
            See all {total} meals with their nutrition facts
          </Link>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
