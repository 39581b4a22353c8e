"use client";

import { PROTEIN_PER_CALORIE, PROTEIN_PER_CALORIE_LABEL, type MealSort } from "@/lib/nutrition/meal-sort";

/**
 * The two orders of a list shown in a dialog or a tool (the pages use SortLinks): its own, named by `label`, and
 * 'Most protein per calorie'; the current one is pressed. The owner keeps the choice in the URL.
 */
export function SortToggle({
  sort,
  label,
  onChange,
}: {
  sort: MealSort;
  label: string;
  onChange: (sort: MealSort) => void;
}) {
  const options: [MealSort, string][] = [
    ["default", label],
    [PROTEIN_PER_CALORIE, PROTEIN_PER_CALORIE_LABEL],
  ];
  return (
    <div role="group" aria-label="Sort order" className="sortnav">
      Sort:
      {options.map(([value, text]) => (
        <button
          key={value}
          type="button"
          aria-pressed={sort === value}
          onClick={() => onChange(value)}
          className="font-medium text-primary underline-offset-4 hover:underline aria-pressed:text-foreground aria-pressed:no-underline"
        >
          {text}
        </button>
      ))}
    </div>
  );
}
