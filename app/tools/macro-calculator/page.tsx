import { TargetsToolPage } from "@/components/macro-calculator/targets-tool-page";
import { toolMetadata } from "@/components/tools/tools-page";
import { listRestaurantOptions } from "@/lib/restaurants/queries";
import { readForPage } from "@/lib/site/page-read";

export const metadata = toolMetadata("macro-calculator");

export default async function MacroCalculatorPage() {
  // The Meal Builder tab, loaded on demand, needs the restaurant list.
  const read = await readForPage(listRestaurantOptions(), "the meal builder's restaurants", {
    keepLastGoodCopy: true,
  });
  return <TargetsToolPage restaurants={read} />;
}
