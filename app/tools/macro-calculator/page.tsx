import { CalculatorModes } from "@/components/budget/calculator-modes";
import { MacroCalculator } from "@/components/macro-calculator/macro-calculator";
import { toolMetadata, ToolsPage } from "@/components/tools/tools-page";
import { listRestaurantOptions } from "@/lib/restaurants/queries";
import { readForPage } from "@/lib/site/page-read";

export const metadata = toolMetadata("macro-calculator");

export default async function MacroCalculatorPage() {
  // The Meal Builder tab, loaded on demand, needs the restaurant list.
  const read = await readForPage(listRestaurantOptions(), "the meal builder's restaurants", {
    keepLastGoodCopy: true,
  });
  return (
    <ToolsPage
      tool="macro-calculator"
      restaurants={read.ok ? read.value : []}
      restaurantsError={read.ok ? undefined : read.message}
      panel={
        <>
          <CalculatorModes active="targets" />
          <MacroCalculator />
        </>
      }
    />
  );
}
