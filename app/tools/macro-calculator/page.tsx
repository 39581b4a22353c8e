import { MacroCalculator } from "@/components/macro-calculator/macro-calculator";
import { toolMetadata, ToolsPage } from "@/components/tools/tools-page";
import { dedupeRestaurantOptions } from "@/lib/meal-builder/restaurant-options";
import { listRestaurantOptions } from "@/lib/restaurants/queries";

export const revalidate = 3600;
export const metadata = toolMetadata("macro-calculator");

export default async function MacroCalculatorPage() {
  // The Meal Builder tab, loaded on demand, needs the restaurant list.
  const restaurants = dedupeRestaurantOptions(await listRestaurantOptions());
  return <ToolsPage tool="macro-calculator" restaurants={restaurants} panel={<MacroCalculator />} />;
}
