import { MealBuilderPanel } from "@/components/tools/meal-builder-panel";
import { toolMetadata, ToolsPage } from "@/components/tools/tools-page";
import { listRestaurantOptions } from "@/lib/restaurants/queries";
import { readForPage } from "@/lib/site/page-read";

export const metadata = toolMetadata("meal-builder");

export default async function MealBuilderPage() {
  const read = await readForPage(listRestaurantOptions(), "the meal builder's restaurants", {
    keepLastGoodCopy: true,
  });
  const restaurants = read.ok ? read.value : [];
  const restaurantsError = read.ok ? undefined : read.message;
  return (
    <ToolsPage
      tool="meal-builder"
      restaurants={read}
      panel={<MealBuilderPanel restaurants={restaurants} error={restaurantsError} />}
    />
  );
}
