import { CalculatorModes } from "@/components/budget/calculator-modes";
import { MacroCalculator, type InitialCalculation } from "@/components/macro-calculator/macro-calculator";
import { ToolsPage } from "@/components/tools/tools-page";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import type { PageRead } from "@/lib/site/page-read";

/**
 * The tools page on the calculator's targets mode: the calculator with its answer when the page rendered one (the
 * results page), and the restaurant list the Meal Builder tab loads on demand.
 */
export function TargetsToolPage({
  restaurants,
  initial,
}: {
  restaurants: PageRead<RestaurantOption[]>;
  initial?: InitialCalculation;
}) {
  return (
    <ToolsPage
      tool="macro-calculator"
      restaurants={restaurants}
      panel={
        <>
          <CalculatorModes active="targets" />
          <MacroCalculator initial={initial} />
        </>
      }
    />
  );
}
