import { MealBuilder } from "@/components/meal-builder/meal-builder";
import { toolMetadata, ToolsPage } from "@/components/tools/tools-page";
import { dedupeRestaurantOptions } from "@/lib/meal-builder/restaurant-options";
import { listRestaurantOptions } from "@/lib/restaurants/queries";

export const revalidate = 3600;
export const metadata = toolMetadata("meal-builder");

export default async function MealBuilderPage() {
  const restaurants = dedupeRestaurantOptions(await listRestaurantOptions());
  return (
    <ToolsPage
      tool="meal-builder"
      restaurants={restaurants}
      panel={<MealBuilder restaurants={restaurants} />}
    />
  );
}
