import { customMealTotals, formatTotals, type CustomMealLine } from "@/lib/meal-builder/custom-meal";
import { itemCount } from "@/lib/meal-builder/item-count";

/**
 * Phones and narrow screens, where the custom meal's card sits below the menu: a bar pinned above the bottom
 * navigation with the item count and totals, which leads to the full card. Hidden where the card is beside the
 * menu (lg), and until the first item is added.
 */
export function CustomMealBar({ lines, cardId }: { lines: CustomMealLine[]; cardId: string }) {
  if (lines.length === 0) return null;
  const shown = formatTotals(customMealTotals(lines));
  return (
    <div
      aria-live="polite"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 px-3 pb-2 md:bottom-0 lg:hidden"
    >
      <a
        href={`#${cardId}`}
        className="mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-primary px-4 py-2.5 text-sm text-primary-foreground shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span>
          <span className="font-semibold">Your meal: {itemCount(lines)}</span>
          <span className="block text-xs tabular-nums">
            {shown.protein} g protein · {shown.calories} kcal
          </span>
        </span>
        <span className="font-medium underline underline-offset-4">View meal</span>
      </a>
    </div>
  );
}
