import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { webPage } from "@/lib/seo/json-ld";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { MacroCalculator } from "@/components/macro-calculator/macro-calculator";
import { MealBuilder } from "@/components/meal-builder/meal-builder";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { ToolTabs } from "@/components/tools/tool-tabs";
import { ToolsFaq } from "@/components/tools/tools-faq";
import { ToolsHero } from "@/components/tools/tools-hero";
import { dedupeRestaurantOptions } from "@/lib/meal-builder/restaurant-options";
import { isToolTab, TOOL_TABS } from "@/lib/macro-calculator/tools";
import { listRestaurantOptions } from "@/lib/restaurants/queries";

type Props = { params: Promise<{ tool: string }> };

export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return TOOL_TABS.map((tab) => ({ tool: tab.id }));
}

const META = {
  "meal-builder": {
    title: "Meal Builder - Add Up Restaurant Meal Macros",
    description:
      "Build a custom meal from a restaurant menu and see its total protein, carbs, fat, sugar and calories add up as you go.",
  },
  "macro-calculator": {
    title: "Macro Calculator - Find Restaurant Meals by Macros",
    description:
      "Set protein, carbs, fat, calories and sugar targets and find restaurant meals that match, in your city or ZIP code.",
  },
} as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tool } = await params;
  if (!isToolTab(tool)) return {};
  return { ...META[tool], alternates: { canonical: `/tools/${tool}` } };
}

export default async function ToolsPage({ params }: Props) {
  const { tool } = await params;
  if (!isToolTab(tool)) notFound();
  const restaurants = dedupeRestaurantOptions(await listRestaurantOptions());
  return (
    <>
      <ToolsHero />
      <section id="tools" aria-label="Macro tools" className="mx-auto max-w-6xl scroll-mt-16 px-4 py-10">
        <ToolTabs
          initialTab={tool}
          panels={{
            "meal-builder": <MealBuilder restaurants={restaurants} />,
            "macro-calculator": <MacroCalculator />,
          }}
        />
      </section>
      <ToolsFaq />
      <JsonLd
        data={webPage({
          ...META[tool],
          name: META[tool].title,
          path: `/tools/${tool}`,
          type: "WebApplication",
        })}
      />
      {/* Calculator results link to ?restaurant=<id>&meal=<id>: the dialog opens on that meal. */}
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl />
      </Suspense>
    </>
  );
}
