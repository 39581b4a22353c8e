"use client";

import { cn } from "@/lib/utils";
import type { Meal } from "@/lib/restaurants/schema";

/** A dish's sizes as a row of buttons: the pressed one is the size whose numbers are shown. */
export function SizeSwitch({
  sizes,
  current,
  onSize,
}: {
  sizes: Pick<Meal, "id" | "name" | "size" | "dish">[];
  current: string;
  onSize: (index: number) => void;
}) {
  const dish = sizes[0]?.dish ?? sizes[0]?.name ?? "";
  return (
    <div role="group" aria-label={`Sizes of ${dish}`} className="flex flex-wrap gap-1.5">
      {sizes.map((meal, index) => (
        <button
          key={meal.id}
          type="button"
          aria-pressed={meal.id === current}
          onClick={() => onSize(index)}
          className={cn(
            "min-h-8 rounded-full border px-3 py-1 text-xs font-medium",
            meal.id === current
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-background text-foreground hover:bg-muted",
          )}
        >
          {meal.size ?? meal.name}
        </button>
      ))}
    </div>
  );
}
